export {
  CommunityGraph,
  type CommunityGraphProps,
  type CommunityGraphStatus,
  GRAPH_LOADING_DELAY_MS,
} from "./CommunityGraph";
export { ConversationDialog, type ConversationDialogProps, newDiscussionUrl } from "./ConversationDialog";
export { GRAPH_HEIGHT, GRAPH_MAX_ZOOM, GRAPH_MIN_ZOOM, type GraphCanvasProps } from "./GraphCanvas.types";
export { GraphLists, type GraphListsProps } from "./GraphLists";
export { GraphNodeDetails, type GraphNodeDetailsProps } from "./GraphNodeDetails";
export type {
  GraphData,
  GraphLink,
  GraphNode,
  GraphNodeType,
  GraphRelation,
  GraphTopic,
  TopicTrend,
} from "./types";
