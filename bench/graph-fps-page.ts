/**
 * The page of `graph-fps.ts`, bundled by esbuild: `?mode=graph&n=5000` draws the community graph's canvas
 * (`GraphCanvas` of @hiber/ui, the component /graph uses) over a generated graph of `n` nodes;
 * `?mode=empty` animates an empty canvas (one rectangle a frame), the baseline. Sets `window.__settled`
 * (ms from mount to the layout's end) and counts frames in `window.__frames`.
 */
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import GraphCanvas from "../packages/ui/src/components/CommunityGraph/GraphCanvas.tsx";
import type { GraphData, GraphLink, GraphNode } from "../packages/ui/src/components/CommunityGraph/types.ts";

declare global {
  interface Window {
    __settled?: number;
    __frames: number;
  }
}

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

const params = new URLSearchParams(location.search);
const root = document.getElementById("root") as HTMLElement;
window.__frames = 0;
const count = () => {
  window.__frames++;
  requestAnimationFrame(count);
};
requestAnimationFrame(count);

if (params.get("mode") === "empty") {
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
} else {
  const data = generatedGraph(Number(params.get("n") ?? 225));
  const start = performance.now();
  createRoot(root).render(
    createElement(GraphCanvas, {
      data,
      onSelect: () => {},
      onSettled: () => {
        window.__settled ??= performance.now() - start;
      },
    }),
  );
}
