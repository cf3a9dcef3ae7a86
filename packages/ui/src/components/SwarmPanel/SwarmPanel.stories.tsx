import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { swarmDone } from "../../fixtures/swarm";
import { SwarmPanel } from "./SwarmPanel";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const ZEPHYR = "HuggingFaceH4/zephyr-7b-beta";
const MISTRAL = "mistralai/Mistral-7B-Instruct-v0.2";
const PHI = "microsoft/Phi-3.5-mini-instruct";
const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const SIEBERT = "siebert/sentiment-roberta-large-english";

const chips = [
  LLAMA,
  "meta-llama/Llama-3.1-70B-Instruct",
  GEMMA,
  "google/gemma-2-27b-it",
  QWEN,
  "Qwen/Qwen2.5-72B-Instruct",
  MISTRAL,
  "mistralai/Mixtral-8x7B-Instruct-v0.1",
  ZEPHYR,
  PHI,
  "openchat/openchat-3.5-0106",
  "HuggingFaceTB/SmolLM2-1.7B-Instruct",
];
const four = [LLAMA, QWEN, GEMMA, ZEPHYR];

const done = swarmDone;

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
    defaultModel: MISTRAL,
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
        id: LLAMA,
        model: LLAMA,
        status: "running",
        text: "A swarm is a group of models that",
        firstTokenMs: 380,
      },
      { id: QWEN, model: QWEN, status: "running", text: "Several language", firstTokenMs: 512 },
      { id: GEMMA, model: GEMMA, status: "running", text: "" },
      done(ZEPHYR, "A swarm asks several models the same question and combines their answers."),
    ],
    combined: { status: "running" },
  },
};

/** One agent failed; the others answered, and the synthesis names how many answers it combined. */
export const OneAgentFailed: Story = {
  args: {
    runStatus: "done",
    agents: [
      done(LLAMA, "A swarm is a group of models answering together."),
      {
        id: QWEN,
        model: QWEN,
        status: "failed",
        text: "",
        error: "Model inference failed: 500 Internal Server Error",
      },
      done(GEMMA, "Several models answer; their answers are merged."),
      done(ZEPHYR, "A swarm asks several models and combines their answers."),
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
      done("nobody/missing-model", "An answer from the replacement.", {
        model: LLAMA,
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
    selected: [LLAMA, QWEN, GEMMA],
    agents: [
      done(LLAMA, "Swarms combine models."),
      done(QWEN, "Swarms combine several models into one answer.", { model: MISTRAL, fallback: true }),
      done(GEMMA, "A swarm combines several models' answers into a single one."),
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
    selected: [LLAMA, QWEN, GEMMA],
    agents: [
      done(LLAMA, "Swarms combine models."),
      {
        id: QWEN,
        model: MISTRAL,
        status: "failed",
        text: "",
        fallback: true,
        error: "Model inference failed: 500 Internal Server Error",
      },
      { id: GEMMA, model: GEMMA, status: "skipped", text: "" },
    ],
    runError: `Agent ${QWEN} failed: Model inference failed: 500 Internal Server Error`,
  },
};

const classification = {
  task: "text-classification" as const,
  selected: [SST2, SIEBERT],
  chips: [SST2, SIEBERT, "cardiffnlp/twitter-roberta-base-sentiment-latest"],
  input: "What a great film.",
  runStatus: "done" as const,
};

/** Classification: each agent's labels, the per-agent table and the summed scores. */
export const ClassificationTable: Story = {
  args: {
    ...classification,
    agents: [
      done(SST2, "", {
        endpoint: "inference",
        labels: [
          { label: "POSITIVE", score: 0.9987 },
          { label: "NEGATIVE", score: 0.0013 },
        ],
      }),
      done(SIEBERT, "", {
        endpoint: "inference",
        labels: [
          { label: "POSITIVE", score: 0.734 },
          { label: "NEGATIVE", score: 0.266 },
        ],
      }),
    ],
    combined: {
      status: "done",
      text: "POSITIVE (1.733)",
      votes: [
        { agent: SST2, label: "POSITIVE", score: 0.9987 },
        { agent: SIEBERT, label: "POSITIVE", score: 0.734 },
      ],
      totals: [
        { label: "POSITIVE", score: 1.7327 },
        { label: "NEGATIVE", score: 0.2673 },
      ],
    },
  },
};

/** Classification with a tie: "No consensus". */
export const NoConsensus: Story = {
  args: {
    ...classification,
    agents: [
      done(SST2, "", {
        labels: [
          { label: "POSITIVE", score: 0.8 },
          { label: "NEGATIVE", score: 0.2 },
        ],
      }),
      done(SIEBERT, "", {
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
        { agent: SST2, label: "POSITIVE", score: 0.8 },
        { agent: SIEBERT, label: "NEGATIVE", score: 0.8 },
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
      done(LLAMA, "A swarm is a group of models answering together.", { cost: "0.10 USDC" }),
      {
        id: QWEN,
        model: QWEN,
        status: "failed",
        text: "",
        error: "Model inference failed: 500 Internal Server Error",
        cost: "Not charged",
      },
      done(GEMMA, "Several models answer; their answers are merged.", { cost: "0.10 USDC" }),
      done(ZEPHYR, "A swarm asks several models and combines their answers.", { cost: "0.10 USDC" }),
    ],
    totalCost: "0.30 USDC",
  },
};

/** The emulator answered: each panel says it is sample text. */
export const StandIn: Story = {
  args: {
    runStatus: "done",
    agents: [done(LLAMA, "sample text of the stand-in", { standIn: true })],
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
  globals: { viewport: { value: "narrow", isRotated: false } },
  parameters: { layout: "fullscreen" },
};
