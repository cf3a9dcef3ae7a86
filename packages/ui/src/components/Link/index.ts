export { Link, type LinkProps } from "./Link";
export {
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from "./LinkProvider";
