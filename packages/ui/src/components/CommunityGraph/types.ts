/** A node's kind (spec part 2 §3, Graph node): a model, a dataset or a contributor (the repos' author). */
export type GraphNodeType = "model" | "dataset" | "user";

/** A node of the community graph (spec part 2 §3). Counts are absent when the hub did not send them. */
export interface GraphNode {
  /** Unique in the graph: `model:{repo id}`, `dataset:{repo id}` or `user:{name}`. */
  id: string;
  /** Repo id (models, datasets) or account name (contributors). */
  label: string;
  type: GraphNodeType;
  tags: string[];
  downloads?: number;
  likes?: number;
  description?: string;
  /** Owner of a repo; the name itself for a contributor. */
  author?: string;
  /** Fill colour: models purple, datasets blue, contributors green. */
  color: string;
  /** Radius in graph units: capped at 20 for models and 18 for datasets. */
  size: number;
  /** The contributor's avatar as the hub serves it. */
  avatarUrl?: string;
  /** The repo's or account's page on the hub (View Details). */
  url?: string;
  /** Pipeline tag of a model, or the first task category of a dataset. */
  task?: string;
  /** Last update of a repo, when the hub sent it. */
  lastModified?: Date;
}

/** How two nodes are linked (spec part 2 §3, Graph link). */
export type GraphRelation = "trained-on" | "contributes" | "related";

export interface GraphLink {
  /** Node ids. */
  source: string;
  target: string;
  relation: GraphRelation;
  /** 0 to 1. */
  strength: number;
}

export interface GraphData {
  nodes: GraphNode[];
  links: GraphLink[];
}

/** Recent activity of a tag: more models updated in the last 30 days than the 30 before (Hot), fewer (Cooling). */
export type TopicTrend = "hot" | "cooling" | "stable";

/** A trending topic (spec part 2 §3): a tag, how many loaded models carry it, and its trend (absent: n/a). */
export interface GraphTopic {
  topic: string;
  count: number;
  trend?: TopicTrend;
}
