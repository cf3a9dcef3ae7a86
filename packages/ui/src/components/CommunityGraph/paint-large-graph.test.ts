import { describe, expect, it } from "vitest";
import { paintNodesBatched } from "./paintLargeGraph";
import type { GraphNode } from "./types";

/** A 2D context on a 200 × 100 canvas at zoom `k` (no pan) that records what is drawn. */
function recordingContext(k: number) {
  const calls: { op: string; style: string; alpha: number; args: number[] }[] = [];
  const ctx = {
    canvas: { width: 200, height: 100 },
    fillStyle: "",
    globalAlpha: 1,
    getTransform: () => ({
      inverse: () => ({ transformPoint: ({ x, y }: { x: number; y: number }) => ({ x: x / k, y: y / k }) }),
    }),
    fillRect: (...args: number[]) =>
      calls.push({ op: "fillRect", style: ctx.fillStyle, alpha: ctx.globalAlpha, args }),
    arc: (...args: number[]) => calls.push({ op: "arc", style: ctx.fillStyle, alpha: ctx.globalAlpha, args }),
    fill: () => calls.push({ op: "fill", style: ctx.fillStyle, alpha: ctx.globalAlpha, args: [] }),
    beginPath: () => {},
    moveTo: () => {},
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const node = (id: string, x: number, y: number, size: number, color = "#8b5cf6") =>
  ({ id, label: id, type: "model", tags: [], color, size, x, y }) as GraphNode & { x: number; y: number };

describe("paintNodesBatched", () => {
  it("draws only the nodes inside the canvas and returns them", () => {
    const { ctx } = recordingContext(1);
    const nodes = [node("in", 50, 50, 5), node("edge", 203, 50, 5), node("out", 400, 50, 5)];
    expect(paintNodesBatched(ctx, nodes, 1, () => true).map((n) => n.id)).toEqual(["in", "edge"]);
  });

  it("fills all discs of one colour and brightness at once, and dims the nodes that are not lit", () => {
    const { ctx, calls } = recordingContext(1);
    const nodes = [
      node("a", 20, 20, 5),
      node("b", 60, 20, 5),
      node("c", 90, 20, 5, "#3b82f6"),
      node("d", 120, 20, 5),
    ];
    paintNodesBatched(ctx, nodes, 1, (id) => id !== "d");
    expect(calls.filter((c) => c.op === "arc")).toHaveLength(4);
    expect(calls.filter((c) => c.op === "fill").map((c) => [c.style, c.alpha])).toEqual([
      ["#8b5cf6", 1],
      ["#3b82f6", 1],
      ["#8b5cf6", 0.15],
    ]);
  });

  it("draws nodes smaller than 2.5 px on screen as squares of the same area", () => {
    const { ctx, calls } = recordingContext(0.2);
    paintNodesBatched(ctx, [node("small", 100, 100, 10), node("big", 300, 100, 20)], 0.2, () => true);
    const square = calls.find((c) => c.op === "fillRect");
    expect(square?.args[2]).toBeCloseTo(Math.sqrt(Math.PI * 10 * 10));
    expect(calls.filter((c) => c.op === "arc")).toHaveLength(1);
  });
});
