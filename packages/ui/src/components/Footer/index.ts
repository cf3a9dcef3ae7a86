export { Footer, type FooterProps, type UpstreamStatus } from "./Footer";
