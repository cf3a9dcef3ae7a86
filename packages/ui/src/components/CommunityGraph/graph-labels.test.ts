import { describe, expect, it } from "vitest";
import { labelledAtEveryZoom } from "./graph-labels";
import type { GraphNode } from "./types";

const node = (id: string, size: number, downloads?: number) =>
  ({
    id,
    label: id,
    type: downloads === undefined ? "user" : "model",
    tags: [],
    color: "#000",
    size,
    downloads,
  }) as GraphNode;

describe("labelledAtEveryZoom", () => {
  it("names the most downloaded nodes, then the largest of those without downloads", () => {
    const nodes = [node("small", 3, 10), node("user", 14), node("top", 20, 5_000), node("second", 20, 900)];
    expect([...labelledAtEveryZoom(nodes, 3)]).toEqual(["top", "second", "small"]);
    expect([...labelledAtEveryZoom(nodes, 4)]).toEqual(["top", "second", "small", "user"]);
  });

  it("names a dozen of a few hundred nodes by default", () => {
    const nodes = Array.from({ length: 350 }, (_, i) => node(`n${i}`, 5, i));
    const labelled = labelledAtEveryZoom(nodes);
    expect(labelled.size).toBe(12);
    expect(labelled.has("n349")).toBe(true);
    expect(labelled.has("n0")).toBe(false);
  });
});
