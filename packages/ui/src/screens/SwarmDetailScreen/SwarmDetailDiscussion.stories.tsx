import { sentimentOf } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { INSIGHTS_NOW, insightsPosts } from "../../fixtures/insights";
import { SWARM_GEMMA, SWARM_LLAMA, SWARM_QWEN } from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmDetailDiscussion } from "./SwarmDetailDiscussion";

/** The social posts about a swarm run's agents, one agent's model at a time. */
const meta = {
  title: "Screens/SwarmDetailScreen/SwarmDetailDiscussion",
  component: SwarmDetailDiscussion,
  parameters: { layout: "padded" },
  args: {
    models: [SWARM_LLAMA, SWARM_QWEN, SWARM_GEMMA],
    model: SWARM_LLAMA,
    onModelChange: fn(),
    posts: {
      posts: insightsPosts.slice(0, 4),
      status: "success",
      sentimentOf,
      sample: true,
      now: INSIGHTS_NOW,
      locale: "en-US",
    },
  },
} satisfies Meta<typeof SwarmDetailDiscussion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first agent's posts; choosing another model asks for it by id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: `Social Discussions about ${SWARM_LLAMA}` }),
    ).toBeVisible();
    const select = canvas.getByRole("combobox", { name: "Posts about" });
    await expect(select).toHaveValue(SWARM_LLAMA);
    await userEvent.selectOptions(select, SWARM_QWEN);
    await expect(args.onModelChange).toHaveBeenCalledWith(SWARM_QWEN);
  },
};

export const Playground: Story = {};

/** Wired to state: the heading follows the chosen model (keyboard: arrow down in the select). */
export const ChangingModel: Story = {
  render: function Render(args) {
    const [model, setModel] = useState(args.model);
    return <SwarmDetailDiscussion {...args} model={model} onModelChange={setModel} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Posts about" }), SWARM_GEMMA);
    await expect(
      canvas.getByRole("heading", { level: 2, name: `Social Discussions about ${SWARM_GEMMA}` }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { posts: { ...meta.args.posts, posts: [], status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading posts");
  },
};

export const Empty: Story = {
  args: { posts: { ...meta.args.posts, posts: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No discussions found for this filter.")).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { posts: { ...meta.args.posts, posts: [], status: "error", onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Failed to fetch tweets");
  },
};

/** On a phone the select takes the width; the long ids fit. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Posts about" });
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
