export {
  COPIED_FEEDBACK_MS,
  ResponseCard,
  type ResponseCardProps,
  type ResponseStatus,
} from "./ResponseCard";
