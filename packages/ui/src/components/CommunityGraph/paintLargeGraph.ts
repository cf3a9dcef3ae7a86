import type { GraphNode } from "./types";

/**
 * Above this many nodes the canvas draws the graph the cheap way (`paintNodesBatched`, square hit areas) and,
 * once the layout has settled, a drag moves only the dragged node instead of re-running the whole layout:
 * measured with `npm run bench:graph`, the per-node disc fills and the layout's many-body ticks during a drag
 * were what kept 5,000 nodes far below 30 fps (bench/README.md).
 */
export const LARGE_GRAPH_NODES = 1_000;

/** Below this radius on screen (CSS px) a node is a square of the same area: a dot, and far cheaper to fill. */
const DOT_RADIUS_PX = 2.5;
/** Half the side of a square with the area of a disc of radius 1 (√π / 2). */
const SQUARE_HALF = Math.sqrt(Math.PI) / 2;

type Placed = GraphNode & { x?: number; y?: number };

/**
 * Draws every node of a large graph in a few fills a frame instead of one per node: nodes small on screen as
 * squares (`fillRect`, the cheapest raster operation of a software canvas), the others as discs in one path
 * per colour and brightness; nodes outside the visible part of the canvas are skipped. Rings, avatars and
 * labels stay with the per-node painter, which the caller runs for the few nodes that need them. Returns the
 * nodes it drew (the visible ones).
 */
export function paintNodesBatched<T extends Placed>(
  ctx: CanvasRenderingContext2D,
  nodes: readonly T[],
  scale: number,
  lit: (id: string) => boolean,
): T[] {
  const view = ctx.getTransform().inverse();
  const topLeft = view.transformPoint({ x: 0, y: 0 });
  const bottomRight = view.transformPoint({ x: ctx.canvas.width, y: ctx.canvas.height });
  const groups = new Map<string, { color: string; alpha: number; dots: T[]; discs: T[] }>();
  const visible: T[] = [];
  for (const node of nodes) {
    const x = node.x ?? 0;
    const y = node.y ?? 0;
    const r = node.size;
    if (x + r < topLeft.x || x - r > bottomRight.x || y + r < topLeft.y || y - r > bottomRight.y) continue;
    visible.push(node);
    const alpha = lit(node.id) ? 1 : 0.15;
    const key = `${node.color}|${alpha}`;
    let group = groups.get(key);
    if (!group) {
      group = { color: node.color, alpha, dots: [], discs: [] };
      groups.set(key, group);
    }
    (r * scale < DOT_RADIUS_PX ? group.dots : group.discs).push(node);
  }
  for (const { color, alpha, dots, discs } of groups.values()) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    for (const node of dots) {
      const half = node.size * SQUARE_HALF;
      ctx.fillRect((node.x ?? 0) - half, (node.y ?? 0) - half, 2 * half, 2 * half);
    }
    if (discs.length === 0) continue;
    ctx.beginPath();
    for (const node of discs) {
      const x = node.x ?? 0;
      const y = node.y ?? 0;
      ctx.moveTo(x + node.size, y);
      ctx.arc(x, y, node.size, 0, 2 * Math.PI);
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  return visible;
}
