import type { GraphData, GraphNode } from "./types";

/** The spec's zoom range (part 2 §9) and graph height. */
export const GRAPH_MIN_ZOOM = 0.1;
export const GRAPH_MAX_ZOOM = 4;
export const GRAPH_HEIGHT = 700;

export interface GraphCanvasProps {
  data: GraphData;
  /** The node whose details are open (ringed). */
  selectedId?: string;
  /** A node to centre on and ring (the search box); changes re-centre. */
  focusId?: string;
  onSelect: (node: GraphNode) => void;
  /**
   * "instant" runs the layout before the first paint and stops (stories, snapshots, very large graphs);
   * "animate" (default) lets it settle on screen.
   */
  settle?: "animate" | "instant";
  /** Called when the layout has settled (benchmarks). */
  onSettled?: () => void;
  height?: number;
}
