import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  swarmAnswered,
  swarmClassified,
  swarmClassifiedSiebert,
  swarmCombinedDone,
  swarmCombinedVote,
  swarmDone,
  swarmFailed,
  swarmSkipped,
  swarmStreaming,
  swarmWaiting,
} from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmRunOutputs } from "./SwarmRunOutputs";

/** What a swarm run shows once it starts: its failure, one panel per agent, the total cost, the combined result. */
const meta = {
  title: "Components/SwarmPanel/SwarmRunOutputs",
  component: SwarmRunOutputs,
  parameters: { layout: "padded" },
  args: {
    strategy: "parallel",
    agents: [swarmAnswered, swarmDone(swarmStreaming.id, "Several models answer; one merges.")],
    combined: swarmCombinedDone,
  },
} satisfies Meta<typeof SwarmRunOutputs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished parallel run: two panels and the synthesis, no pipeline. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Agent Outputs" })).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
    await expect(canvas.queryByRole("list", { name: "Pipeline" })).toBeNull();
    await expect(canvas.getByRole("region", { name: "Combined Result" })).toBeVisible();
  },
};

export const Playground: Story = {};

/** Not started: nothing at all. */
export const Empty: Story = {
  args: { agents: [], combined: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="swarm-run-outputs"]')).toBeNull();
  },
};

/** A chain mid-run: the pipeline above the panels. */
export const ChainRunning: Story = {
  args: {
    strategy: "chain",
    agents: [swarmAnswered, swarmStreaming, swarmWaiting],
    combined: { status: "running" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Pipeline" })).toBeVisible();
    await expect(canvas.getByText("Combining...")).toBeVisible();
  },
};

/** The whole run failed: its message as an alert above the panels. */
export const RunFailed: Story = {
  args: {
    strategy: "chain",
    agents: [swarmAnswered, swarmFailed, swarmSkipped],
    combined: undefined,
    runError: "Agent google/gemma-2-9b-it failed: Model is overloaded, please try again later (503)",
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole("alert");
    await expect(alerts[0]).toHaveTextContent("Agent google/gemma-2-9b-it failed");
  },
};

/** Only the failure (every agent failed before any panel). */
export const ErrorOnly: Story = {
  args: { agents: [], combined: undefined, runError: "Execution failed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Execution failed");
    await expect(canvas.queryByRole("heading", { name: "Agent Outputs" })).toBeNull();
  },
};

/** A paid classification run: labels, the vote and the total cost. */
export const PaidClassification: Story = {
  args: {
    agents: [
      { ...swarmClassified, cost: "0.10 USDC" },
      { ...swarmClassifiedSiebert, cost: "0.10 USDC" },
    ],
    combined: swarmCombinedVote,
    totalCost: "0.20 USDC",
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="swarm-total-cost"]')).toHaveTextContent(
      "Total cost of the run: 0.20 USDC",
    );
  },
};

/** On a phone the panels stack in one column. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole("article");
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};
