import { sentimentOf } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ModelVisualization } from "../../components/ModelVisualization/ModelVisualization";
import {
  INSIGHTS_NOW,
  insightsCollection,
  insightsComments,
  insightsDataset,
  insightsLongModel,
  insightsModel,
  insightsPosts,
  insightsSparseModel,
} from "../../fixtures/insights";
import { narrowViewport } from "../../lib/story-support";
import { InsightsScreen, type InsightsScreenProps } from "./InsightsScreen";

/** The screen with its filter kept here, as the app keeps it in the URL. */
function StatefulInsightsScreen({ onFilterChange, ...props }: InsightsScreenProps) {
  const [filter, setFilter] = useState(props.filter);
  return (
    <InsightsScreen
      {...props}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        onFilterChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/InsightsScreen",
  component: InsightsScreen,
  render: (args) => <StatefulInsightsScreen {...args} />,
  parameters: { layout: "fullscreen" },
  args: {
    kind: "model",
    status: "success",
    entity: insightsModel,
    comments: insightsComments,
    commentsStatus: "success",
    posts: insightsPosts,
    postsStatus: "success",
    sentimentOf,
    hasMorePosts: true,
    onLoadMorePosts: fn(),
    onRetry: fn(),
    onFilterChange: fn(),
    now: INSIGHTS_NOW,
    locale: "en-US",
  },
} satisfies Meta<typeof InsightsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Model: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "bert-base-uncased" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to Models" })).toHaveAttribute(
      "href",
      "/huggingface-models",
    );
    await expect(canvas.getByText("BB")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /View all 14 comments/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Example Code" }));
    await expect(canvas.getByText(/pipeline\("fill-mask"/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Load More" })).toBeVisible();
  },
};

export const ModelDark: Story = { globals: { theme: "dark" } };

export const ModelNarrow: Story = { tags: ["narrow"], globals: narrowViewport };

/** The header with the 3D view's slot filled; here its static icon, as without WebGL (the canvas is in its own stories). */
export const ModelWithVisualization: Story = {
  args: {
    headerVisual: <ModelVisualization task={insightsModel.task} name={insightsModel.name} fallback />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "Neural visualization" })).toBeVisible();
  },
};

export const ModelWithVisualizationNarrow: Story = {
  ...ModelWithVisualization,
  tags: ["narrow"],
  globals: narrowViewport,
};

export const Loading: Story = {
  args: { status: "loading", entity: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading Hugging Face Model")).toBeVisible();
  },
};

export const LoadingDataset: Story = {
  args: { kind: "dataset", status: "loading", entity: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading Hugging Face Dataset")).toBeVisible();
  },
};

export const Collection: Story = {
  args: { kind: "collection", entity: insightsCollection, comments: undefined, commentsStatus: "error" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Back to Collections" })).toHaveAttribute("href", "/");
    await expect(canvas.getByText("Collection", { selector: "[data-slot='insights-task']" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Example Code" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /GitHub Repository/ })).toBeNull();
  },
};

export const Dataset: Story = {
  args: { kind: "dataset", entity: insightsDataset, onPreviewRows: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Preview rows" }));
    await expect(args.onPreviewRows).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("link", { name: "Back to Datasets" })).toHaveAttribute(
      "href",
      "/huggingface-datasets",
    );
    await expect(canvas.getByRole("heading", { name: "Twitter Discussions" })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    status: "error",
    entity: undefined,
    error: "Not found: No model or collection with ID nobody/nothing exists",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Unable to Load Model" })).toBeVisible();
    await expect(canvas.getByText(/No model or collection with ID nobody\/nothing exists/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorUnexpected: Story = {
  args: { status: "error", entity: undefined, error: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("An unexpected error occurred while fetching model data."),
    ).toBeVisible();
  },
};

export const DatasetError: Story = {
  args: {
    kind: "dataset",
    status: "error",
    entity: undefined,
    error: "Failed to fetch dataset details: 500 Internal Server Error",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "Unable to Load Dataset" }),
    ).toBeVisible();
  },
};

export const NoPosts: Story = {
  args: { posts: [], hasMorePosts: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No discussions found for this filter.")).toBeVisible();
  },
};

export const PostsLoading: Story = { args: { posts: [], postsStatus: "loading", commentsStatus: "loading" } };

export const PostsError: Story = {
  args: {
    posts: [],
    postsStatus: "error",
    postsError: "Rate limit exceeded. Please try again later.",
    onPostsRetry: fn(),
  },
};

export const FilterPositive: Story = {
  args: { filter: "positive" },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByText("Positive", {
      selector: "[data-slot='sentiment-badge']",
    });
    await expect(badges.length).toBeGreaterThan(0);
  },
};

export const FilterNeutral: Story = { args: { filter: "neutral" } };

export const FilterCritical: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Critical" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("negative");
    const cards = canvasElement.querySelectorAll("[data-slot='post-card']");
    await expect(cards.length).toBeGreaterThan(0);
    for (const badge of canvasElement.querySelectorAll("[data-slot='sentiment-badge']")) {
      await expect(badge).toHaveAttribute("data-sentiment", "negative");
    }
  },
};

export const LongDescriptionManyTags: Story = { args: { entity: insightsLongModel } };

export const Sparse: Story = {
  args: {
    entity: insightsSparseModel,
    comments: null,
    commentsStatus: "error",
    posts: [],
    hasMorePosts: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("General")).toBeVisible();
    await expect(canvas.getAllByText("n/a").length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole("link", { name: insightsSparseModel.parent?.id })).toBeVisible();
  },
};

export const Sample: Story = {
  args: { postsSample: true, commentsSample: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Sample posts: made up/)).toBeVisible();
  },
};

export const SampleDark: Story = {
  args: { postsSample: true, commentsSample: true },
  globals: { theme: "dark" },
};

export const LoadingMore: Story = { args: { loadingMorePosts: true } };
