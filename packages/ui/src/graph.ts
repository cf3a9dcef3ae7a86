/**
 * @hiber/ui/graph: the community graph (`CommunityGraph`, its lists, node details and conversation dialog,
 * and the graph's data types). Its canvas is drawn by react-force-graph-2d, an optional peer dependency of
 * @hiber/ui that only this entry needs (loaded when the graph first renders).
 */
export * from "./components/CommunityGraph/index";
