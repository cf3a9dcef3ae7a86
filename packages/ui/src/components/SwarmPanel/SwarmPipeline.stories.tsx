import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  swarmAnswered,
  swarmFallback,
  swarmSkipped,
  swarmStreaming,
  swarmWaiting,
} from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmPipeline } from "./SwarmPipeline";

/** A chain as a pipeline: Input → each agent with its status → Output. */
const meta = {
  title: "Components/SwarmPanel/SwarmPipeline",
  component: SwarmPipeline,
  parameters: { layout: "padded" },
  args: { agents: [swarmAnswered, swarmStreaming, swarmWaiting] },
} satisfies Meta<typeof SwarmPipeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (root: HTMLElement) =>
  within(within(root).getByRole("list", { name: "Pipeline" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

/** Mid-run: each step's status is read out with its model. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      "Input",
      "Llama-3.1-8B-Instruct(done)",
      "Qwen2.5-7B-Instruct(running)",
      "gemma-2-9b-it(waiting)",
      "Output",
    ]);
  },
};

export const Playground: Story = {};

/** No agent yet: only Input → Output. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual(["Input", "Output"]);
  },
};

/** A step run by the fallback model, and the steps after a stop. */
export const FallbackAndSkipped: Story = {
  args: { agents: [swarmAnswered, swarmFallback, swarmSkipped] },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      "Input",
      "Llama-3.1-8B-Instruct(done)",
      "Llama-3.1-8B-Instruct (fallback)(done)",
      "Mistral-7B-Instruct-v0.2(skipped)",
      "Output",
    ]);
  },
};

/** On a phone the steps wrap onto several lines, never wider than the screen. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { agents: [swarmAnswered, swarmStreaming, swarmWaiting, swarmSkipped] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Pipeline" });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
