import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  SWARM_GEMMA,
  SWARM_LLAMA,
  SWARM_MISTRAL,
  SWARM_QWEN,
  SWARM_SIEBERT,
  SWARM_SST2,
  swarmClassified,
  swarmClassifiedSiebert,
  swarmCombinedVote,
  swarmDone,
} from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmPanel } from "./SwarmPanel";

const ZEPHYR = "HuggingFaceH4/zephyr-7b-beta";
const PHI = "microsoft/Phi-3.5-mini-instruct";

const chips = [
  SWARM_LLAMA,
  "meta-llama/Llama-3.1-70B-Instruct",
  SWARM_GEMMA,
  "google/gemma-2-27b-it",
  SWARM_QWEN,
  "Qwen/Qwen2.5-72B-Instruct",
  SWARM_MISTRAL,
  "mistralai/Mixtral-8x7B-Instruct-v0.1",
  ZEPHYR,
  PHI,
  "openchat/openchat-3.5-0106",
  "HuggingFaceTB/SmolLM2-1.7B-Instruct",
];
const four = [SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA, ZEPHYR];

const meta = {
  title: "Components/SwarmPanel",
  component: SwarmPanel,
  parameters: { layout: "padded" },
  args: {
    task: "text-generation",
    onTaskChange: fn(),
    strategy: "parallel",
    onStrategyChange: fn(),
    query: "",
    onQueryChange: fn(),
    searchStatus: "idle",
    chips,
    selected: four,
    onToggleAgent: fn(),
    defaultModel: SWARM_MISTRAL,
    onAggregatorChange: fn(),
    input: "Explain what a swarm of language models is, in two sentences.",
    onInputChange: fn(),
    runStatus: "idle",
    onRun: fn(),
    agents: [],
  },
} satisfies Meta<typeof SwarmPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing run yet: four agents chosen of the 12 chips. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { pressed: true })).toHaveLength(4);
    await userEvent.click(canvas.getByRole("button", { name: "Run Swarm" }));
    await expect(args.onRun).toHaveBeenCalled();
  },
};

/** No agent selected: the page names the default model that runs. */
export const NoAgentSelected: Story = {
  args: { selected: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No agent selected: the default model Mistral-7B-Instruct-v0.2 runs."),
    ).toBeVisible();
  },
};

/** A blank input: "Please provide input text". */
export const BlankInput: Story = {
  args: { input: "  ", inputError: "Please provide input text" },
};

/** The search failed: the spec's message, the chips kept. */
export const SearchFailed: Story = {
  args: {
    query: "llama",
    searchStatus: "error",
    searchError: "Model search failed: 503 Service Unavailable",
  },
};

/** Running: four panels streaming at once, each at its own point. */
export const RunningWithPartialStreams: Story = {
  args: {
    runStatus: "running",
    agents: [
      {
        id: SWARM_LLAMA,
        model: SWARM_LLAMA,
        status: "running",
        text: "A swarm is a group of models that",
        firstTokenMs: 380,
      },
      { id: SWARM_QWEN, model: SWARM_QWEN, status: "running", text: "Several language", firstTokenMs: 512 },
      { id: SWARM_GEMMA, model: SWARM_GEMMA, status: "running", text: "" },
      swarmDone(ZEPHYR, "A swarm asks several models the same question and combines their answers."),
    ],
    combined: { status: "running" },
  },
};

/** One agent failed; the others answered, and the synthesis names how many answers it combined. */
export const OneAgentFailed: Story = {
  args: {
    runStatus: "done",
    agents: [
      swarmDone(SWARM_LLAMA, "A swarm is a group of models answering together."),
      {
        id: SWARM_QWEN,
        model: SWARM_QWEN,
        status: "failed",
        text: "",
        error: "Model inference failed: 500 Internal Server Error",
      },
      swarmDone(SWARM_GEMMA, "Several models answer; their answers are merged."),
      swarmDone(ZEPHYR, "A swarm asks several models and combines their answers."),
    ],
    combined: {
      status: "done",
      text: "A swarm asks several language models the same question and merges their answers into one.",
      note: "Synthesis of 3 answers by Llama-3.1-8B-Instruct",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Error: Model inference failed: 500 Internal Server Error"),
    ).toBeVisible();
  },
};

/** A 404 model replaced by the next unused playground model, named on its panel. */
export const ReplacedAfter404: Story = {
  args: {
    runStatus: "done",
    selected: ["nobody/missing-model"],
    agents: [
      swarmDone("nobody/missing-model", "An answer from the replacement.", {
        model: SWARM_LLAMA,
        replaced: ["nobody/missing-model"],
      }),
    ],
  },
};

/** Every agent failed. */
export const AllFailed: Story = {
  args: {
    runStatus: "done",
    agents: four.map((id) => ({
      id,
      model: id,
      status: "failed" as const,
      text: "",
      error: "Model inference failed: 503 Service Unavailable",
    })),
    runError: "All agents failed. Please try again.",
  },
};

/** A chain whose second agent failed: the fallback model answered, labelled "(fallback)". */
export const ChainWithFallback: Story = {
  args: {
    strategy: "chain",
    runStatus: "done",
    selected: [SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA],
    agents: [
      swarmDone(SWARM_LLAMA, "Swarms combine models."),
      swarmDone(SWARM_QWEN, "Swarms combine several models into one answer.", {
        model: SWARM_MISTRAL,
        fallback: true,
      }),
      swarmDone(SWARM_GEMMA, "A swarm combines several models' answers into a single one."),
    ],
    combined: {
      status: "done",
      text: "A swarm combines several models' answers into a single one.",
      note: "Output of the chain's last agent",
    },
  },
};

/** A chain that could not continue. */
export const ChainStopped: Story = {
  args: {
    strategy: "chain",
    runStatus: "done",
    selected: [SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA],
    agents: [
      swarmDone(SWARM_LLAMA, "Swarms combine models."),
      {
        id: SWARM_QWEN,
        model: SWARM_MISTRAL,
        status: "failed",
        text: "",
        fallback: true,
        error: "Model inference failed: 500 Internal Server Error",
      },
      { id: SWARM_GEMMA, model: SWARM_GEMMA, status: "skipped", text: "" },
    ],
    runError: `Agent ${SWARM_QWEN} failed: Model inference failed: 500 Internal Server Error`,
  },
};

const classification = {
  task: "text-classification" as const,
  selected: [SWARM_SST2, SWARM_SIEBERT],
  chips: [SWARM_SST2, SWARM_SIEBERT, "cardiffnlp/twitter-roberta-base-sentiment-latest"],
  input: "What a great film.",
  runStatus: "done" as const,
};

/** Classification: each agent's labels, the per-agent table and the summed scores. */
export const ClassificationTable: Story = {
  args: {
    ...classification,
    agents: [swarmClassified, swarmClassifiedSiebert],
    combined: swarmCombinedVote,
  },
  play: async ({ canvasElement }) => {
    const result = within(within(canvasElement).getByRole("region", { name: "Combined Result" }));
    await expect(result.getByText("POSITIVE (1.734)")).toBeVisible();
    await expect(result.getByRole("table", { name: "Per agent" })).toHaveTextContent(
      "sentiment-roberta-large-englishPOSITIVE0.735",
    );
    await expect(result.getByRole("table", { name: "Summed scores" })).toHaveTextContent("POSITIVE1.734");
  },
};

/** Classification with a tie: "No consensus". */
export const NoConsensus: Story = {
  args: {
    ...classification,
    agents: [
      swarmDone(SWARM_SST2, "", {
        labels: [
          { label: "POSITIVE", score: 0.8 },
          { label: "NEGATIVE", score: 0.2 },
        ],
      }),
      swarmDone(SWARM_SIEBERT, "", {
        labels: [
          { label: "NEGATIVE", score: 0.8 },
          { label: "POSITIVE", score: 0.2 },
        ],
      }),
    ],
    combined: {
      status: "done",
      text: "No consensus",
      votes: [
        { agent: SWARM_SST2, label: "POSITIVE", score: 0.8 },
        { agent: SWARM_SIEBERT, label: "NEGATIVE", score: 0.8 },
      ],
      totals: [
        { label: "NEGATIVE", score: 1 },
        { label: "POSITIVE", score: 1 },
      ],
    },
  },
};

/** Paid: each agent's settled payment, the failed one not charged, and the run's total. */
export const PaidWithCostPerAgent: Story = {
  args: {
    runStatus: "done",
    paymentNote:
      "Each agent is a paid request of 0.10 USDC; one wallet approval covers the run. A failed agent is not charged.",
    agents: [
      swarmDone(SWARM_LLAMA, "A swarm is a group of models answering together.", { cost: "0.10 USDC" }),
      {
        id: SWARM_QWEN,
        model: SWARM_QWEN,
        status: "failed",
        text: "",
        error: "Model inference failed: 500 Internal Server Error",
        cost: "Not charged",
      },
      swarmDone(SWARM_GEMMA, "Several models answer; their answers are merged.", { cost: "0.10 USDC" }),
      swarmDone(ZEPHYR, "A swarm asks several models and combines their answers.", { cost: "0.10 USDC" }),
    ],
    totalCost: "0.30 USDC",
  },
};

/** The emulator answered: each panel says it is sample text. */
export const StandIn: Story = {
  args: {
    runStatus: "done",
    agents: [swarmDone(SWARM_LLAMA, "sample text of the stand-in", { standIn: true })],
    combined: {
      status: "done",
      text: "sample text of the stand-in",
      note: "Output of the only agent",
      standIn: true,
    },
  },
};

/** A phone (375 px): the panels stack. */
export const Narrow: Story = {
  ...OneAgentFailed,
  tags: ["narrow"],
  globals: narrowViewport,
  parameters: { layout: "fullscreen" },
};
