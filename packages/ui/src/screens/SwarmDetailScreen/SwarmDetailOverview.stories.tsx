import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../../components/Button/Button";
import {
  SWARM_GEMMA,
  SWARM_LLAMA,
  SWARM_MISTRAL,
  SWARM_QWEN,
  swarmAnswered,
  swarmCombinedDone,
  swarmDone,
  swarmStreaming,
  swarmWaiting,
} from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmDetailOverview } from "./SwarmDetailOverview";

/**
 * A shared swarm run's overview: its inputs and agents, the note that outputs are run again, Run, and the
 * outputs once Run is pressed.
 */
const meta = {
  title: "Screens/SwarmDetailScreen/SwarmDetailOverview",
  component: SwarmDetailOverview,
  parameters: { layout: "padded" },
  args: {
    run: {
      task: "text-generation",
      strategy: "parallel",
      agents: [SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA],
      input: "Explain what a swarm of language models is, in two sentences.",
    },
    defaultModel: SWARM_MISTRAL,
    runStatus: "idle",
    onRun: fn(),
    agents: [],
  },
} satisfies Meta<typeof SwarmDetailOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not run: the inputs, the aggregator (the first agent), the agents in order; Run asks to run. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Aggregator").nextElementSibling).toHaveTextContent(
      "Llama-3.1-8B-Instruct",
    );
    const agents = within(canvas.getByRole("list", { name: "Agents" })).getAllByRole("listitem");
    await expect(agents.map((item) => item.textContent)).toEqual([SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA]);
    await expect(canvas.getByText(/Nothing runs until you press Run/)).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Agent Outputs" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await expect(args.onRun).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** No agent in the link: the default model runs; no aggregator for a single model. */
export const NoAgents: Story = {
  args: { run: { task: "text-generation", strategy: "parallel", agents: [], input: "Hello" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`No agent selected: the default model ${SWARM_MISTRAL} runs.`),
    ).toBeVisible();
    await expect(canvas.queryByText("Aggregator")).toBeNull();
  },
};

/** Running: Run is disabled and says so; the panels stream in. */
export const Running: Story = {
  args: {
    runStatus: "running",
    agents: [swarmAnswered, swarmStreaming, swarmWaiting],
    combined: { status: "running" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Running..." })).toBeDisabled();
    await expect(canvas.getAllByRole("article")).toHaveLength(3);
  },
};

/** Done and paid: the combined answer, the payment note, the total cost, and Run again (Enter submits). */
export const DonePaid: Story = {
  args: {
    runStatus: "done",
    agents: [
      { ...swarmAnswered, cost: "0.10 USDC" },
      swarmDone(SWARM_QWEN, "Several models answer; one merges.", { cost: "0.10 USDC" }),
      swarmDone(SWARM_GEMMA, "Many models, one answer.", { cost: "0.10 USDC" }),
    ],
    combined: swarmCombinedDone,
    totalCost: "0.30 USDC",
    paymentNote: "Each agent is a paid request of 0.10 USDC from your wallet.",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Each agent is a paid request of 0.10 USDC from your wallet."),
    ).toBeVisible();
    await expect(canvas.getByText("Total cost of the run: 0.30 USDC")).toBeVisible();
    canvas.getByRole("button", { name: "Run" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRun).toHaveBeenCalledTimes(1);
  },
};

/** Without a wallet: an action beside Run. */
export const WithAction: Story = {
  args: { actions: <Button variant="outline">Connect Wallet</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Connect Wallet" })).toBeVisible();
  },
};

/** A chain with a long input: no aggregator; the text wraps. */
export const LongInput: Story = {
  args: {
    run: {
      task: "text-generation",
      strategy: "chain",
      agents: [SWARM_LLAMA, SWARM_QWEN],
      input: `${"Summarise the following notes for a newsletter. ".repeat(12)}https://example.com/${"very-long-path-segment-".repeat(8)}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("Aggregator")).toBeNull();
    const input = canvasElement.querySelector('[data-slot="swarm-detail-input"]') as HTMLElement;
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  },
};

/** On a phone the inputs and the agents stack; the long ids wrap. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvas.getByRole("heading", { level: 2, name: "Inputs" });
    const agents = canvas.getByRole("heading", { level: 2, name: "Agents" });
    await expect(agents.getBoundingClientRect().top).toBeGreaterThan(inputs.getBoundingClientRect().bottom);
  },
};
