import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { PostSentiment } from "../../components/PostCard/PostCard";
import { feedPostsPerDay } from "../../fixtures/posts";
import { narrowViewport } from "../../lib/story-support";
import { FeedSummary } from "./FeedSummary";

/** The feed's summary: the sentiment split of the loaded posts (each a filter toggle) and posts per day. */
const meta = {
  title: "Screens/FeedScreen/FeedSummary",
  component: FeedSummary,
  parameters: { layout: "padded" },
  args: {
    total: 24,
    counts: { positive: 11, neutral: 9, negative: 4 },
    onSentimentChange: fn(),
    series: feedPostsPerDay,
    locale: "en-US",
  },
} satisfies Meta<typeof FeedSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (root: HTMLElement, name: RegExp) => within(root).getByRole("button", { name });

/** The split as toggles and the chart (its code loads on first show); pressing one asks for that filter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sentiment of the 24 loaded posts")).toBeVisible();
    const positive = toggle(canvasElement, /Positive/);
    await expect(positive).toHaveTextContent("Positive11");
    await expect(positive).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(positive);
    await expect(args.onSentimentChange).toHaveBeenCalledWith("positive");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="posts-per-day-chart-loading"]')).toBeNull(),
    );
  },
};

export const Playground: Story = {};

/** Wired to state: pressing a toggle filters, pressing it again shows all (keyboard: Space). */
export const Filtering: Story = {
  render: function Render(args) {
    const [sentiment, setSentiment] = useState<PostSentiment>();
    return <FeedSummary {...args} sentiment={sentiment} onSentimentChange={setSentiment} />;
  },
  play: async ({ canvasElement }) => {
    const critical = toggle(canvasElement, /Negative/);
    critical.focus();
    await userEvent.keyboard(" ");
    await expect(critical).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(critical).toHaveAttribute("aria-pressed", "false");
  },
};

/** Read only (no filter callback): the counts are plain text, not buttons. */
export const ReadOnly: Story = {
  args: { onSentimentChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="feed-summary-sentiment"]')).toHaveLength(3);
  },
};

/** Counts still coming: only the total line, no chart for a single post. */
export const OnePost: Story = {
  args: { total: 1, counts: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sentiment of the 1 loaded post")).toBeVisible();
    await expect(canvas.queryByRole("group")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="posts-per-day-chart-loading"]')).toBeNull();
  },
};

/** No post loaded: zeros, no chart. */
export const Empty: Story = {
  args: { total: 0, counts: { positive: 0, neutral: 0, negative: 0 }, series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sentiment of the 0 loaded posts")).toBeVisible();
  },
};

/** On a phone the chart goes under the split. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('[data-slot="feed-summary"]') as HTMLElement;
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
  },
};
