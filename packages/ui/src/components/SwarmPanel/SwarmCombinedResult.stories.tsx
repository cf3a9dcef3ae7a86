import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { swarmCombinedDone, swarmCombinedVote } from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmCombinedResult } from "./SwarmCombinedResult";

/** The swarm's combined result: the streamed synthesis and its note, or the classification vote. */
const meta = {
  title: "Components/SwarmPanel/SwarmCombinedResult",
  component: SwarmCombinedResult,
  parameters: { layout: "padded" },
  args: { combined: swarmCombinedDone },
} satisfies Meta<typeof SwarmCombinedResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (root: HTMLElement) => within(root).getByRole("region", { name: "Combined Result" });

/** The synthesis and which model wrote it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const result = within(region(canvasElement));
    await expect(result.getByText(/merges their answers into one/)).toBeVisible();
    await expect(result.getByText("Synthesis of 3 answers by Llama-3.1-8B-Instruct")).toBeVisible();
  },
};

export const Playground: Story = {};

/** Before the synthesis' first token: "Combining...", announced as it grows. */
export const Running: Story = {
  args: { combined: { status: "running" } },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="swarm-combined-text"]') as HTMLElement;
    await expect(text).toHaveTextContent("Combining...");
    await expect(text).toHaveAttribute("aria-live", "polite");
  },
};

/** The synthesis failed: the error as an alert, no text. */
export const Failed: Story = {
  args: { combined: { status: "failed", error: "The aggregator failed: Model is overloaded (503)" } },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByRole("alert")).toHaveTextContent(
      "The aggregator failed: Model is overloaded (503)",
    );
  },
};

/** Classification: the winning label, each agent's vote and the summed scores. */
export const Vote: Story = {
  args: { combined: swarmCombinedVote },
  play: async ({ canvasElement }) => {
    const result = within(region(canvasElement));
    await expect(result.getByText("POSITIVE (1.734)")).toBeVisible();
    await expect(result.getByRole("table", { name: "Per agent" })).toHaveTextContent(
      "distilbert-base-uncased-finetuned-sst-2-englishPOSITIVE0.999",
    );
    await expect(result.getByRole("table", { name: "Summed scores" })).toHaveTextContent("NEGATIVE0.266");
  },
};

/** The agents disagree with no majority. */
export const NoConsensus: Story = {
  args: {
    combined: {
      ...swarmCombinedVote,
      text: "No consensus",
      totals: [
        { label: "POSITIVE", score: 0.998 },
        { label: "NEGATIVE", score: 0.998 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(region(canvasElement)).getByText("No consensus")).toBeVisible();
  },
};

/** Written by the local router emulator: the stand-in notice. */
export const StandIn: Story = {
  args: { combined: { ...swarmCombinedDone, standIn: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stand-in-notice"]')).toBeVisible();
  },
};

/** On a phone: the long agent names of the vote are cut, the scores stay in view. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { combined: swarmCombinedVote },
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(result.scrollWidth).toBeLessThanOrEqual(result.clientWidth);
  },
};
