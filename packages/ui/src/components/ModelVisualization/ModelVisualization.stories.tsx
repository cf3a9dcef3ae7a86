import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { frame } from "../../lib/story-support";
import { ModelVisualization } from "./ModelVisualization";

/**
 * Each shape of spec part 1 §9 with a fixed name (the seed), camera and a still frame, and the static icon.
 * The canvas stories are left out of the visual snapshots (e2e/components/stories.test.ts): WebGL pixels
 * from the software rasterizer are not promised to be the same from run to run.
 */
const meta = {
  title: "Components/ModelVisualization",
  component: ModelVisualization,
  parameters: { layout: "padded" },
  args: { name: "hiber/example-model", animate: false, camera: [0, 0.6, 6.5] },
  decorators: [frame("w-64")],
} satisfies Meta<typeof ModelVisualization>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawsCanvas: Story["play"] = async ({ canvasElement }) => {
  const view = canvasElement.querySelector('[data-slot="model-visualization"]');
  await waitFor(() => expect(view).toHaveAttribute("data-state", "ready"), { timeout: 10_000 });
  await expect(canvasElement.querySelector("canvas")).not.toBeNull();
  // A still frame: drawn once, then only on demand.
  await expect(view).toHaveAttribute("data-frameloop", "demand");
};

export const Grid: Story = { args: { task: "text-generation" }, play: drawsCanvas };
export const Convolution: Story = { args: { task: "image-classification" }, play: drawsCanvas };
export const Recurrent: Story = { args: { task: "automatic-speech-recognition" }, play: drawsCanvas };
export const Layered: Story = { args: { task: "tabular-classification" }, play: drawsCanvas };
export const Cloud: Story = { args: { task: "text-to-image" }, play: drawsCanvas };

/** The static icon (spec part 1 §8 "WebGL unavailable"). */
export const Fallback: Story = {
  args: { task: "text-generation", fallback: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Neural visualization" })).toBeVisible();
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};

/** A browser without WebGL: the detection finds no context and shows the icon, loading no scene. */
export const WithoutWebGL: Story = {
  args: { task: "text-generation" },
  beforeEach: () => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith("webgl")) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("img", { name: "Neural visualization" })).toBeVisible();
    await expect(canvasElement.querySelector("canvas")).toBeNull();
  },
};

export const FallbackDark: Story = { ...Fallback, globals: { theme: "dark" } };
