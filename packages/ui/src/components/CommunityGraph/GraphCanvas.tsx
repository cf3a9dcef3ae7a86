import { useEffect, useMemo, useRef, useState } from "react";
import ForceGraph2D, { type ForceGraphMethods, type NodeObject } from "react-force-graph-2d";
import { GRAPH_HEIGHT, GRAPH_MAX_ZOOM, GRAPH_MIN_ZOOM, type GraphCanvasProps } from "./GraphCanvas.types";
import { labelledAtEveryZoom } from "./graph-labels";
import { LARGE_GRAPH_NODES, paintNodesBatched } from "./paintLargeGraph";
import type { GraphLink, GraphNode } from "./types";

type SimNode = NodeObject<GraphNode>;
type SimLink = { source: string | SimNode; target: string | SimNode; relation: GraphLink["relation"] };

/** Fitting the graph into the canvas once laid out: how long the move takes, and the margin left around it. */
const FIT_MS = 400;
const FIT_PADDING_PX = 16;

const endId = (end: string | SimNode) => (typeof end === "string" ? end : (end.id as string));

/** Avatars drawn on contributor nodes, loaded once per URL; a failed one leaves the plain green disc. */
const avatars = new Map<string, HTMLImageElement>();
function avatar(url: string): HTMLImageElement | undefined {
  let image = avatars.get(url);
  if (!image) {
    image = new Image();
    image.src = url;
    avatars.set(url, image);
  }
  return image.complete && image.naturalWidth > 0 ? image : undefined;
}

/** A label shortened to fit `width`: the repo's name without its owner, then cut with an ellipsis. */
function fitLabel(ctx: CanvasRenderingContext2D, label: string, width: number): string {
  if (ctx.measureText(label).width <= width) return label;
  const name = label.slice(label.indexOf("/") + 1);
  if (ctx.measureText(name).width <= width) return name;
  let end = name.length - 1;
  while (end > 1 && ctx.measureText(`${name.slice(0, end)}…`).width > width) end--;
  return `${name.slice(0, end)}…`;
}

/**
 * A label under its node, kept on the canvas: the fit frames the discs, not their names, so on a phone a name
 * near an edge would be cut. It is shifted inwards by what overhangs and, wider than the canvas, shortened (the
 * full name is the node's tooltip and in its details). In the graph's units: the context's transform maps them
 * to the canvas's pixels.
 */
function drawLabelInside(
  ctx: CanvasRenderingContext2D,
  label: string,
  x: number,
  top: number,
  lineHeight: number,
) {
  const { a: scale, e: offsetX, f: offsetY } = ctx.getTransform();
  const margin = 2 / scale;
  const left = -offsetX / scale + margin;
  const right = (ctx.canvas.width - offsetX) / scale - margin;
  const bottom = (ctx.canvas.height - offsetY) / scale - margin;
  const text = fitLabel(ctx, label, right - left);
  const half = ctx.measureText(text).width / 2;
  ctx.fillText(text, Math.min(Math.max(x, left + half), right - half), Math.min(top, bottom - lineHeight));
}

/**
 * The force-directed graph (react-force-graph-2d on a canvas): drag a node to move it, drag the background
 * to pan, scroll to zoom (0.1 to 4), click a node for its details. Hovering a node dims all but it and its
 * neighbours. Nodes keep their positions when the data grows (the same objects are handed back to the
 * simulation), so loading more does not throw the layout around. Above `LARGE_GRAPH_NODES` the discs are
 * drawn in a few batched fills (`paintNodesBatched`), their hit areas are squares, and once the layout has
 * settled dragging a node moves only that node. Once the layout has settled, and again after the data has
 * changed (Load More, a filter), the view zooms to fit every node into the canvas.
 */
export default function GraphCanvas({
  data,
  selectedId,
  focusId,
  onSelect,
  settle = "animate",
  onSettled,
  height = GRAPH_HEIGHT,
}: GraphCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const graphRef = useRef<ForceGraphMethods<SimNode, SimLink> | undefined>(undefined);
  const known = useRef(new Map<string, SimNode>());
  const [width, setWidth] = useState(0);
  const [hoverId, setHoverId] = useState<string>();
  const [settledData, setSettledData] = useState<GraphCanvasProps["data"]>();
  /** The data the view was last fitted to: a drag that re-runs the layout does not re-fit. */
  const fitted = useRef<GraphCanvasProps["data"]>(undefined);
  const large = data.nodes.length > LARGE_GRAPH_NODES;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const graphData = useMemo(() => {
    const next = new Map<string, SimNode>();
    const nodes = data.nodes.map((node) => {
      const old = known.current.get(node.id);
      const sim: SimNode = old ? Object.assign(old, node) : { ...node };
      next.set(node.id, sim);
      return sim;
    });
    known.current = next;
    const links: SimLink[] = data.links.map((link) => ({ ...link }));
    return { nodes, links };
  }, [data]);

  const neighbours = useMemo(() => {
    const map = new Map<string, Set<string>>();
    for (const link of data.links) {
      map.set(link.source, (map.get(link.source) ?? new Set()).add(link.target));
      map.set(link.target, (map.get(link.target) ?? new Set()).add(link.source));
    }
    return map;
  }, [data]);

  useEffect(() => {
    const node = focusId ? known.current.get(focusId) : undefined;
    if (!node || node.x === undefined || node.y === undefined) return;
    graphRef.current?.centerAt(node.x, node.y, 600);
    graphRef.current?.zoom(1.5, 600);
  }, [focusId]);

  /** The most downloaded nodes: named at every zoom, so a graph of hundreds of discs is not anonymous. */
  const named = useMemo(() => labelledAtEveryZoom(data.nodes), [data]);

  const lit = (id: string) => !hoverId || id === hoverId || (neighbours.get(hoverId)?.has(id) ?? false);
  const ringed = new Set([selectedId, focusId].filter(Boolean));
  const labelled = (id: string, scale: number) =>
    scale > 1.6 || ringed.has(id) || id === hoverId || named.has(id);

  /**
   * One node: its disc (unless the batched painter drew it), a contributor's avatar, the amber ring when
   * selected or searched, its label up close, hovered, or for the most downloaded nodes at every zoom.
   */
  const paintNode = (node: SimNode, ctx: CanvasRenderingContext2D, scale: number, disc = true) => {
    const x = node.x ?? 0;
    const y = node.y ?? 0;
    const r = node.size;
    ctx.globalAlpha = lit(node.id) ? 1 : 0.15;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, 2 * Math.PI);
    ctx.fillStyle = node.color;
    if (disc) ctx.fill();
    const image = node.avatarUrl ? avatar(node.avatarUrl) : undefined;
    if (image) {
      ctx.save();
      ctx.clip();
      ctx.drawImage(image, x - r, y - r, 2 * r, 2 * r);
      ctx.restore();
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.strokeStyle = node.color;
      ctx.lineWidth = 1.5 / scale;
      ctx.stroke();
    }
    if (ringed.has(node.id)) {
      ctx.beginPath();
      ctx.arc(x, y, r + 3 / scale, 0, 2 * Math.PI);
      ctx.strokeStyle = "#f59e0b";
      ctx.lineWidth = 3 / scale;
      ctx.stroke();
    }
    if (labelled(node.id, scale)) {
      ctx.font = `${12 / scale}px system-ui, sans-serif`;
      ctx.textAlign = "center";
      ctx.textBaseline = "top";
      ctx.fillStyle = "#71717a";
      drawLabelInside(ctx, node.label, x, y + r + 2 / scale, 12 / scale);
    }
    ctx.globalAlpha = 1;
  };

  return (
    <div ref={boxRef} className="w-full overflow-hidden" style={{ height }}>
      {width > 0 && (
        <ForceGraph2D<SimNode, SimLink>
          ref={graphRef}
          graphData={graphData}
          width={width}
          height={height}
          minZoom={GRAPH_MIN_ZOOM}
          maxZoom={GRAPH_MAX_ZOOM}
          warmupTicks={settle === "instant" ? 300 : 0}
          cooldownTicks={settle === "instant" || (large && settledData === data) ? 0 : 300}
          onEngineStop={() => {
            if (fitted.current !== data) {
              fitted.current = data;
              graphRef.current?.zoomToFit(settle === "instant" ? 0 : FIT_MS, FIT_PADDING_PX);
            }
            setSettledData(data);
            onSettled?.();
          }}
          nodeLabel={(node) => node.label}
          nodeVal={(node) => node.size}
          nodeCanvasObject={large ? () => {} : paintNode}
          onRenderFramePost={
            large
              ? (ctx, scale) => {
                  for (const node of paintNodesBatched(ctx, graphData.nodes, scale, lit))
                    if (labelled(node.id, scale)) paintNode(node, ctx, scale, false);
                }
              : undefined
          }
          nodePointerAreaPaint={(node, color, ctx) => {
            if (large) {
              ctx.fillStyle = color;
              ctx.fillRect(
                (node.x ?? 0) - node.size,
                (node.y ?? 0) - node.size,
                2 * node.size,
                2 * node.size,
              );
              return;
            }
            ctx.beginPath();
            ctx.arc(node.x ?? 0, node.y ?? 0, node.size, 0, 2 * Math.PI);
            ctx.fillStyle = color;
            ctx.fill();
          }}
          linkPointerAreaPaint={() => {}}
          linkColor={(link) => {
            const on = !hoverId || endId(link.source) === hoverId || endId(link.target) === hoverId;
            const tint =
              link.relation === "trained-on"
                ? "59,130,246"
                : link.relation === "contributes"
                  ? "34,197,94"
                  : "139,92,246";
            return `rgba(${tint},${on ? 0.45 : 0.06})`;
          }}
          linkWidth={(link) => (link.relation === "trained-on" ? 2 : 1)}
          onNodeClick={(node) => onSelect(node)}
          onNodeHover={(node) => setHoverId(node ? (node.id as string) : undefined)}
        />
      )}
    </div>
  );
}
