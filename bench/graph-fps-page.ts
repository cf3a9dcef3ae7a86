/**
 * The page of `graph-fps.ts`, bundled by esbuild: `?mode=graph&n=5000` draws the community graph's canvas
 * (`GraphCanvas` of @hiber/ui, the component /graph uses) over a generated graph of `n` nodes;
 * `?mode=empty` animates an empty canvas (one rectangle a frame), the baseline. Sets `window.__settled`
 * (ms from mount to the layout's end) and counts frames in `window.__frames`.
 */
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import GraphCanvas from "../packages/ui/src/components/CommunityGraph/GraphCanvas.tsx";
import { countFrames, emptyCanvas, generatedGraph } from "./graph-data.ts";

const params = new URLSearchParams(location.search);
const root = document.getElementById("root") as HTMLElement;
countFrames();

if (params.get("mode") === "empty") {
  emptyCanvas(root);
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
