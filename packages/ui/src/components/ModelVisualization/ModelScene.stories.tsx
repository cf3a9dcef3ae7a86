import { taskInfo } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { frame } from "../../lib/story-support";
import ModelScene from "./ModelScene";
import { visualizationLayout } from "./visualization-layout";

/**
 * The WebGL scene of {@link ModelVisualization} alone (three.js through @react-three/fiber): the shape of a
 * task's family, laid out from the model's name, in a canvas filling its container. Left out of the visual
 * snapshots (e2e/components/stories.test.ts: software-rasterised WebGL pixels are not promised equal from run
 * to run); ModelVisualization's stories cover the view around it (loading, off screen, reduced motion, the
 * static icon without WebGL).
 */
const layoutOf = (task: string) => visualizationLayout(taskInfo(task).shape, "hiber/example-model");

const meta = {
  title: "Components/ModelVisualization/ModelScene",
  component: ModelScene,
  parameters: { layout: "padded" },
  args: {
    layout: layoutOf("text-generation"),
    color: "#6366f1",
    frameloop: "demand",
    camera: [0, 0.6, 6.5],
    onCreated: fn(),
  },
  argTypes: { frameloop: { control: "inline-radio", options: ["always", "demand", "never"] } },
  decorators: [frame("h-40 w-64")],
} satisfies Meta<typeof ModelScene>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A WebGL canvas fills the frame, hidden from assistive technology (its container names it), and is created. */
const created: Story["play"] = async ({ canvasElement, args }) => {
  await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce(), { timeout: 10_000 });
  const canvas = canvasElement.querySelector("canvas");
  if (!canvas) throw new Error("no canvas drawn");
  await expect(canvas.getContext("webgl2") ?? canvas.getContext("webgl")).not.toBeNull();
  const frameBox = canvasElement.querySelector(".h-40")?.getBoundingClientRect();
  await expect(Math.round(canvas.getBoundingClientRect().width)).toBe(Math.round(frameBox?.width ?? -1));
  await expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
};

export const Default: Story = { play: created };
export const Convolution: Story = {
  args: { layout: layoutOf("image-classification"), color: "#0ea5e9" },
  play: created,
};
export const Recurrent: Story = { args: { layout: layoutOf("automatic-speech-recognition") }, play: created };
export const Layered: Story = { args: { layout: layoutOf("tabular-classification") }, play: created };
export const Cloud: Story = { args: { layout: layoutOf("text-to-image"), color: "#a855f7" }, play: created };
/** Drawn once and never again (an off-screen view). */
export const Stopped: Story = { args: { frameloop: "never" }, play: created };

/** Controls for every prop. */
export const Playground: Story = {};
