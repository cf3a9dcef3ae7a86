/** What the pages of the graph benchmark share: the seeded generated graph, the frame counter, the baseline. */
import type { GraphData, GraphLink, GraphNode } from "../packages/ui/src/components/CommunityGraph/types.ts";

/** A seeded generator (mulberry32), so every run draws the same graph. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** About the catalogue's mix: 2/3 models, 1/3 datasets, one contributor per 4 repos; author, trained-on and related links. */
export function generatedGraph(n: number): GraphData {
  const rand = random(42);
  const users = Math.max(1, Math.round(n * 0.2));
  const repos = n - users;
  const nodes: GraphNode[] = [];
  const links: GraphLink[] = [];
  for (let i = 0; i < repos; i++) {
    const model = i % 3 !== 2;
    nodes.push({
      id: `${model ? "model" : "dataset"}:${i}`,
      label: `repo-${i}`,
      type: model ? "model" : "dataset",
      tags: [],
      color: model ? "#8b5cf6" : "#3b82f6",
      size: 4 + rand() * (model ? 16 : 14),
    });
  }
  for (let u = 0; u < users; u++)
    nodes.push({ id: `user:${u}`, label: `user-${u}`, type: "user", tags: [], color: "#22c55e", size: 6 });
  for (let i = 0; i < repos; i++) {
    const id = (nodes[i] as GraphNode).id;
    links.push({
      source: `user:${Math.floor(rand() * users)}`,
      target: id,
      relation: "contributes",
      strength: 0.5,
    });
    const other = (nodes[Math.floor(rand() * repos)] as GraphNode).id;
    if (other !== id) links.push({ source: id, target: other, relation: "related", strength: rand() });
    if (id.startsWith("model") && rand() < 0.3) {
      const dataset = 3 * Math.floor((rand() * repos) / 3) + 2;
      if (dataset < repos)
        links.push({ source: id, target: `dataset:${dataset}`, relation: "trained-on", strength: 1 });
    }
  }
  return { nodes, links };
}

declare global {
  interface Window {
    /** ms from mount to the layout's end. */
    __settled?: number;
    __frames: number;
  }
}

/** Counts animation frames in `window.__frames`. */
export function countFrames(): void {
  window.__frames = 0;
  const count = () => {
    window.__frames++;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
}

/** The baseline: a 2D canvas cleared and drawn with one moving rectangle every frame. */
export function emptyCanvas(root: HTMLElement): void {
  const canvas = document.createElement("canvas");
  canvas.width = root.clientWidth;
  canvas.height = 700;
  root.append(canvas);
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
  let x = 0;
  const draw = () => {
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = "#8b5cf6";
    x = (x + 2) % canvas.width;
    ctx.fillRect(x, 300, 20, 20);
    requestAnimationFrame(draw);
  };
  requestAnimationFrame(draw);
  window.__settled = 0;
}
