export {
  type PlaygroundModelsStatus,
  type PlaygroundPayment,
  type PlaygroundRun,
  PlaygroundScreen,
  type PlaygroundScreenProps,
  type PlaygroundTestPayment,
} from "./PlaygroundScreen";
