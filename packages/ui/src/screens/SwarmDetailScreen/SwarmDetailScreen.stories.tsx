import { sentimentOf } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { SwarmAgentView } from "../../components/SwarmPanel/swarm-types";
import { INSIGHTS_NOW, insightsPosts } from "../../fixtures/insights";
import { swarmDone, swarmHubFigures } from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmDetailScreen, type SwarmDetailScreenProps } from "./SwarmDetailScreen";
import type { SwarmDetailTab } from "./types";

const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const QWEN = "Qwen/Qwen2.5-7B-Instruct";
const GEMMA = "google/gemma-2-9b-it";
const agentIds = [LLAMA, QWEN, GEMMA];
const done = (id: string, text: string): SwarmAgentView => swarmDone(id, text, { standIn: true });

/** The screen with its tab and discussion model kept here, as the app keeps them in the URL. */
function StatefulSwarmDetailScreen({ onTabChange, discussion, ...props }: SwarmDetailScreenProps) {
  const [tab, setTab] = useState<SwarmDetailTab | undefined>(props.tab);
  const [model, setModel] = useState(discussion.model);
  return (
    <SwarmDetailScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        onTabChange?.(next);
      }}
      discussion={{ ...discussion, model, onModelChange: setModel }}
    />
  );
}

const overview: SwarmDetailScreenProps["overview"] = {
  run: {
    task: "text-generation",
    strategy: "parallel",
    agents: agentIds,
    input: "Explain what a swarm of language models is, in two sentences.",
  },
  defaultModel: "mistralai/Mistral-7B-Instruct-v0.2",
  runStatus: "idle",
  onRun: fn(),
  agents: [],
};

const meta = {
  title: "Screens/SwarmDetailScreen",
  component: SwarmDetailScreen,
  render: (args) => <StatefulSwarmDetailScreen {...args} />,
  parameters: { layout: "fullscreen" },
  args: {
    backHref: "/swarms",
    onTabChange: fn(),
    overview,
    discussion: {
      models: agentIds,
      model: LLAMA,
      posts: {
        posts: insightsPosts,
        status: "success",
        sentimentOf,
        sample: true,
        now: INSIGHTS_NOW,
        locale: "en-US",
      },
    },
    community: {
      status: "success",
      sample: true,
      locale: "en-US",
      figures: swarmHubFigures,
    },
  },
} satisfies Meta<typeof SwarmDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overview of a shared link: inputs and agents, the note that outputs are re-run, and Run. */
export const Overview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Outputs are not stored/)).toBeVisible();
    await expect(canvas.queryByText("Agent Outputs")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Run" }));
    await expect(args.overview.onRun).toHaveBeenCalled();
  },
};

/** Run pressed: the agents stream into their panels. */
export const OverviewRunning: Story = {
  args: {
    overview: {
      ...overview,
      runStatus: "running",
      agents: [
        { ...done(LLAMA, "A swarm is several models"), status: "running", totalMs: undefined },
        { id: QWEN, model: QWEN, status: "running", text: "Several language" },
        { id: GEMMA, model: GEMMA, status: "waiting", text: "" },
      ],
    },
  },
};

/** The re-run finished: outputs, timings and the synthesis. */
export const OverviewDone: Story = {
  args: {
    overview: {
      ...overview,
      runStatus: "done",
      agents: agentIds.map((id) => done(id, `An answer from ${id}: several models work on one task.`)),
      combined: {
        status: "done",
        text: "A swarm runs several models on one task and combines their answers.",
        note: "Synthesis of 3 answers by Llama-3.1-8B-Instruct",
        standIn: true,
      },
    },
  },
};

/** A chain with no agent named: the default model runs. */
export const OverviewDefaultModel: Story = {
  args: { overview: { ...overview, run: { ...overview.run, strategy: "chain", agents: [] } } },
};

/** The posts about one agent's model, labelled sample (the tweets emulator's). */
export const Discussion: Story = {
  args: { tab: "discussion" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Sample posts/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("Posts about"), QWEN);
    await expect(canvas.getByRole("heading", { name: `Social Discussions about ${QWEN}` })).toBeVisible();
  },
};

/** The agents' likes and downloads from the hub; "n/a" for a model the hub does not have. */
export const Community: Story = {
  args: { tab: "community" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("cell", { name: "4,210" })).toBeVisible();
    await expect(canvas.getAllByRole("cell", { name: "n/a" })).toHaveLength(3);
  },
};

/** The discussion tab while the posts load. */
export const Loading: Story = {
  args: {
    tab: "discussion",
    discussion: { models: agentIds, model: LLAMA, posts: { posts: [], status: "loading", sentimentOf } },
  },
};

/** The community tab when the hub failed. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    tab: "community",
    community: {
      status: "error",
      error: "Failed to fetch model details: 503 Service Unavailable",
      onRetry: fn(),
      figures: [],
    },
  },
};

/** A link with no input. */
export const InvalidLink: Story = { args: { invalid: true } };

/** 390 px wide: the overview after a run. */
export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport, args: OverviewDone.args };

/** 390 px wide: the community table. */
export const NarrowCommunity: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { tab: "community" },
};
