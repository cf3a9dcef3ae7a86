import { sentimentOf } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { discussionList, discussionLongThread, discussionThread } from "../../fixtures/discussions";
import { INSIGHTS_NOW, insightsPosts } from "../../fixtures/insights";
import { narrowViewport } from "../../lib/story-support";
import { DiscussionsScreen } from "./DiscussionsScreen";

const meta = {
  title: "Screens/DiscussionsScreen",
  component: DiscussionsScreen,
  parameters: { layout: "fullscreen" },
  args: {
    repo: "google-bert/bert-base-uncased",
    kind: "model",
    backHref: "/model/google-bert/bert-base-uncased",
    status: "success",
    discussions: discussionList,
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onRetry: fn(),
    discussionHref: (num: number) => `?num=${num}`,
    listHref: "?",
    sample: true,
    posts: { posts: insightsPosts, status: "success", sentimentOf, sample: true, now: INSIGHTS_NOW },
    locale: "en-US",
  },
} satisfies Meta<typeof DiscussionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Back to Model" })).toHaveAttribute(
      "href",
      "/model/google-bert/bert-base-uncased",
    );
    await expect(canvas.getByRole("link", { name: "#14 Tokenizer casing" })).toHaveAttribute(
      "href",
      "?num=14",
    );
    await expect(canvas.getByText("Page 1 of 2")).toBeVisible();
    await expect(canvas.getByText(/Sample discussions/)).toBeVisible();
    await expect(canvas.getByText(/Sample posts/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", posts: { posts: [], status: "loading", sentimentOf } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading discussions")).toBeInTheDocument();
  },
};

export const Opened: Story = {
  args: { thread: discussionThread },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "#14 Tokenizer casing" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(2);
    // Markup in a comment is shown as text, not rendered.
    await expect(canvas.getByText(/<b>Not bold<\/b>, just text\./)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "All discussions" })).toBeVisible();
  },
};

export const OpenedLoading: Story = { args: { thread: { num: 14, status: "loading" } } };

export const Empty: Story = {
  args: { discussions: [], pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No discussions yet")).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", error: "Failed to fetch discussions: 503 Service Unavailable" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to fetch discussions: 503 Service Unavailable")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { thread: { num: 999, status: "not-found" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Discussion #999 not found")).toBeVisible();
  },
};

export const LongText: Story = { args: { thread: discussionLongThread } };

export const Dataset: Story = {
  args: {
    kind: "dataset",
    repo: "stanfordnlp/imdb",
    backHref: "/dataset/stanfordnlp/imdb/details",
    pageCount: 1,
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { thread: discussionThread },
};

export const NarrowList: Story = { tags: ["narrow"], globals: narrowViewport };

export const Dark: Story = { globals: { theme: "dark" }, args: { thread: discussionThread } };

export const DarkList: Story = { globals: { theme: "dark" } };
