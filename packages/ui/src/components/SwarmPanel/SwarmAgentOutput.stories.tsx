import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  swarmAnswered,
  swarmClassified,
  swarmFailed,
  swarmFallback,
  swarmReplaced,
  swarmSkipped,
  swarmStreaming,
  swarmWaiting,
} from "../../fixtures/swarm";
import { frame, narrowViewport } from "../../lib/story-support";
import { SwarmAgentOutput } from "./SwarmAgentOutput";

/** One agent's output panel: model, status, streamed text or labels, timings and cost. */
const meta = {
  title: "Components/SwarmPanel/SwarmAgentOutput",
  component: SwarmAgentOutput,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-lg")],
  args: { agent: swarmAnswered, position: 1 },
} satisfies Meta<typeof SwarmAgentOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (root: HTMLElement) => within(root).getByRole("article");

/** Done: the answer, the endpoint and the two timings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole("article", { name: "Agent 1: Llama-3.1-8B-Instruct" });
    await expect(within(article).getByText("Done")).toBeVisible();
    await expect(article).toHaveTextContent("Endpoint: chat");
    await expect(article).toHaveTextContent("First token: 412 ms");
    await expect(article).toHaveTextContent("Total: 2.4 s");
    await expect(article).not.toHaveTextContent("Cost:");
  },
};

export const Playground: Story = {};

/** Waiting for its turn: no text, timings "n/a". */
export const Waiting: Story = {
  args: { agent: swarmWaiting, position: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByText("Waiting")).toBeVisible();
    await expect(panel(canvasElement)).toHaveTextContent("Endpoint: n/a");
  },
};

/** Streaming: the text so far, announced politely as it grows. */
export const Running: Story = {
  args: { agent: swarmStreaming, position: 2 },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="swarm-agent-text"]') as HTMLElement;
    await expect(text).toHaveAttribute("aria-live", "polite");
    await expect(text).toHaveTextContent("A swarm is a group of models that");
  },
};

/** Running before the first token: "Generating...". */
export const BeforeFirstToken: Story = {
  args: { agent: { ...swarmStreaming, text: "", firstTokenMs: undefined }, position: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByText("Generating...")).toBeVisible();
  },
};

/** Failed: the error as an alert, and "Not charged" for a paid run. */
export const Failed: Story = {
  args: { agent: swarmFailed, position: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByRole("alert")).toHaveTextContent(
      "Error: Model is overloaded, please try again later (503)",
    );
    await expect(panel(canvasElement)).toHaveTextContent("Cost: Not charged");
  },
};

/** A chain that stopped before this agent. */
export const Skipped: Story = {
  args: { agent: swarmSkipped, position: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(panel(canvasElement)).getByText("Not run: the chain stopped before this agent."),
    ).toBeVisible();
  },
};

/** Its model was gone (404) twice: the replacements are named. */
export const Replaced: Story = {
  args: { agent: { ...swarmReplaced, cost: "0.10 USDC" } },
  play: async ({ canvasElement }) => {
    const replaced = canvasElement.querySelector('[data-slot="swarm-agent-replaced"]') as HTMLElement;
    await expect(replaced).toHaveTextContent(
      "Replaced retired-model-7b, then also-gone-7b (404 not found) by Mistral-7B-Instruct-v0.2.",
    );
    await expect(panel(canvasElement)).toHaveTextContent("Cost: 0.10 USDC");
  },
};

/** A chain step run by the fallback model: labelled "(fallback)" and said why. */
export const Fallback: Story = {
  args: { agent: swarmFallback, position: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Agent 2: Llama-3.1-8B-Instruct (fallback)",
    );
    await expect(
      canvas.getByText("Qwen2.5-7B-Instruct failed; the fallback model Llama-3.1-8B-Instruct ran instead."),
    ).toBeVisible();
  },
};

/** Classification: each label and its score. */
export const Labels: Story = {
  args: { agent: swarmClassified },
  play: async ({ canvasElement }) => {
    const items = within(panel(canvasElement)).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual(["POSITIVE0.999", "NEGATIVE0.001"]);
  },
};

/** Answered by the local router emulator: the stand-in notice under the text. */
export const StandIn: Story = {
  args: { agent: { ...swarmAnswered, standIn: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stand-in-notice"]')).toHaveTextContent(
      "Local stand-in for Llama-3.1-8B-Instruct",
    );
  },
};

/** On a phone the figures go two by two; a long unbroken answer wraps. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { agent: { ...swarmAnswered, text: "x".repeat(400), cost: "0.10 USDC" } },
  play: async ({ canvasElement }) => {
    const article = panel(canvasElement);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};
