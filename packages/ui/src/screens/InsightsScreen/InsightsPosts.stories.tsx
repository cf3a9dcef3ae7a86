import { sentimentOf } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { PostSentiment } from "../../components/PostCard/PostCard";
import { INSIGHTS_NOW, insightsPosts } from "../../fixtures/insights";
import { longPost } from "../../fixtures/posts";
import { frame, narrowViewport } from "../../lib/story-support";
import { InsightsPosts } from "./InsightsPosts";

/** Six posts over four weeks: enough for the strip and both columns, light enough to query quickly. */
const posts = insightsPosts.slice(0, 6);

/**
 * The posts about an insights page's entity: sentiment chips, the rule note, the per-week strip, the post
 * cards and Load More.
 */
const meta = {
  title: "Screens/InsightsScreen/InsightsPosts",
  component: InsightsPosts,
  parameters: { layout: "padded" },
  args: {
    title: "Social Discussions",
    posts,
    status: "success",
    sentimentOf,
    onFilterChange: fn(),
    onRetry: fn(),
    hasMore: true,
    onLoadMore: fn(),
    now: INSIGHTS_NOW,
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof InsightsPosts>;

export default meta;
type Story = StoryObj<typeof meta>;

const postCount = (root: HTMLElement) => root.querySelectorAll('[data-slot="post-card"]').length;

/** Every post and the strip of its weeks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Social Discussions" })).toBeVisible();
    await expect(postCount(canvasElement)).toBe(posts.length);
    await expect(canvasElement.querySelector('[data-slot="sentiment-timeline"]')).toBeVisible();
  },
};

/** A chip asks for its sentiment ("Critical" is the negative posts); Load More asks for the next page. */
export const FilterAndLoadMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Critical" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("negative");
    await userEvent.click(canvas.getByRole("button", { name: "Load More" }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {};

/** Wired to state: Positive shows only positive posts; All Posts shows them all again. */
export const Filtering: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState<PostSentiment | undefined>();
    return <InsightsPosts {...args} filter={filter} onFilterChange={setFilter} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const positive = posts.filter((post) => sentimentOf(post.text) === "positive").length;
    await userEvent.click(canvas.getByRole("button", { name: "Positive" }));
    await expect(postCount(canvasElement)).toBe(positive);
    await userEvent.click(canvas.getByRole("button", { name: "All Posts" }));
    await expect(postCount(canvasElement)).toBe(posts.length);
  },
};

export const Loading: Story = {
  args: { status: "loading", posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading posts");
    await expect(canvas.queryByRole("button", { name: "Load More" })).toBeNull();
  },
};

/** No post for the chosen filter. */
export const Empty: Story = {
  args: { posts: [], hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No discussions found for this filter.")).toBeVisible();
  },
};

/** Failed: the message and Try Again. */
export const ErrorState: Story = {
  args: { status: "error", posts: [], error: "The tweets service is unreachable. Try again later." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The tweets service is unreachable.");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Made up by the tweets emulator: the notice, and each card labelled. */
export const Sample: Story = {
  args: { sample: true, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Sample posts: made up by the embedded tweets emulator, not real posts.",
      ),
    ).toBeVisible();
  },
};

/** The next page on its way: the button is busy. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="insights-load-more"]')).toHaveTextContent(
      "Loading...",
    );
  },
};

/** One column beside the discussions, with View all. */
export const OneColumn: Story = {
  args: {
    columns: 1,
    viewAllHref: "/discussions/google-bert/bert-base-uncased",
    posts: [longPost, ...posts.slice(0, 2)],
  },
  decorators: [frame("max-w-md")],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "View all" })).toHaveAttribute(
      "href",
      "/discussions/google-bert/bert-base-uncased",
    );
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="insights-posts"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
