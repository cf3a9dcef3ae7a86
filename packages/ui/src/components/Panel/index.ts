export { Panel, PanelHeader, PanelTitle } from "./Panel";
