import { describe, expect, it } from "vitest";
import { CLOUD_NODES, visualizationLayout } from "./visualization-layout";

describe("visualizationLayout", () => {
  it("gives the same scene for the same model name, and another for another name", () => {
    const a = visualizationLayout("cloud", "meta-llama/Llama-3.1-8B-Instruct");
    expect(visualizationLayout("cloud", "meta-llama/Llama-3.1-8B-Instruct")).toEqual(a);
    expect(visualizationLayout("cloud", "openai/whisper-large-v3")).not.toEqual(a);
  });

  it("draws the spec's shapes: a 4×4 grid, blocks, a chain with a loop, 4-6-6-3 layers, 20 nodes", () => {
    expect(visualizationLayout("grid", "x").nodes).toHaveLength(16);
    expect(visualizationLayout("convolution", "x").blocks.length).toBeGreaterThan(1);
    const chain = visualizationLayout("recurrent", "x");
    expect(chain.links.at(-1)).toEqual([chain.nodes.length - 1, 0]);
    const layered = visualizationLayout("layered", "x");
    expect(layered.nodes).toHaveLength(4 + 6 + 6 + 3);
    expect(layered.links).toHaveLength(4 * 6 + 6 * 6 + 6 * 3);
    expect(visualizationLayout("cloud", "x").nodes).toHaveLength(CLOUD_NODES);
  });

  it("links only nodes that exist", () => {
    for (const shape of ["grid", "recurrent", "layered", "cloud"] as const) {
      const { nodes, links } = visualizationLayout(shape, "seed");
      for (const [a, b] of links) {
        expect(nodes[a]).toBeDefined();
        expect(nodes[b]).toBeDefined();
      }
    }
  });
});
