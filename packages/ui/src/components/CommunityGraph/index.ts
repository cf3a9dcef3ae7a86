export type {
  GraphData,
  GraphLink,
  GraphNode,
  GraphNodeType,
  GraphRelation,
  GraphTopic,
  TopicTrend,
} from "./types";
