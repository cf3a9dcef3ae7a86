import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  fallbackGraph,
  graphFeatured,
  graphForYou,
  graphTopics,
  graphTopicsAsOf,
  smallGraph,
} from "../../fixtures/graph";
import { narrowViewport } from "../../lib/story-support";
import { CommunityGraph } from "./CommunityGraph";

/** The canvas loads in its own chunk; a story is ready once it is drawn. */
const canvasDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector("canvas")).not.toBeNull(), { timeout: 10_000 });

const meta = {
  title: "Components/CommunityGraph",
  component: CommunityGraph,
  parameters: { layout: "fullscreen" },
  args: {
    status: "success",
    data: smallGraph,
    featured: graphFeatured,
    forYou: graphForYou,
    personalized: false,
    topics: graphTopics,
    topicsAsOf: graphTopicsAsOf,
    onRetry: fn(),
    onLoadMore: fn(),
    onCategoryChange: fn(),
    loadingDelayMs: 0,
    settle: "instant",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof CommunityGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: counters, the network with its node count, the legend and the three lists. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvasDrawn(canvasElement);
    const counters = canvasElement.querySelector("dl") as HTMLElement;
    await expect(counters).toHaveTextContent("Models4Datasets3Contributors4Connections14");
    await expect(canvas.getByText("11 nodes")).toBeVisible();
    await expect(canvas.getByText("Top 6")).toBeVisible();
    await expect(canvas.getByText("#1")).toBeVisible();
    await expect(canvas.getByText("Personalized")).toBeVisible();
    await expect(canvas.getByText("Cooling")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load More Nodes" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A Featured pick opens the node's details; Close closes them. */
export const SelectFromList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvasDrawn(canvasElement);
    await userEvent.click(canvas.getAllByRole("button", { name: /gpt2/ })[0] as HTMLElement);
    const details = canvas.getByRole("complementary");
    await expect(details).toHaveTextContent("openai-community/gpt2");
    await expect(details).toHaveTextContent("20.4M");
    await expect(within(details).getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "https://huggingface.co/openai-community/gpt2",
    );
    await userEvent.click(within(details).getByRole("button", { name: "Close details" }));
    await expect(canvas.queryByRole("complementary")).toBeNull();
  },
};

/** The search box finds a node by part of its name, centres on it and opens its details. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvasDrawn(canvasElement);
    const search = canvas.getByPlaceholderText("Find a node");
    await userEvent.type(search, "imagenet{Enter}");
    await expect(canvas.getByRole("complementary")).toHaveTextContent("ILSVRC/imagenet-1k");
    await userEvent.clear(search);
    await userEvent.type(search, "zzz{Enter}");
    await expect(canvas.getByText("No node matches “zzz”.")).toBeVisible();
  },
};

export const NodeSelected: Story = {
  args: { defaultSelectedId: "dataset:wikimedia/wikipedia" },
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

export const ContributorSelected: Story = {
  args: { defaultSelectedId: "user:google" },
  play: async ({ canvasElement }) => {
    await canvasDrawn(canvasElement);
    const details = within(canvasElement).getByRole("complementary", { name: "google" });
    await expect(details).toHaveTextContent("Contributor");
    await expect(within(details).queryByRole("button", { name: "Start Discussion" })).toBeNull();
  },
};

export const MaxReached: Story = {
  args: { maxReached: true },
  play: async ({ canvasElement }) => {
    await canvasDrawn(canvasElement);
    await expect(within(canvasElement).getByRole("button", { name: "Max Reached" })).toBeDisabled();
  },
};

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

/** Start Discussion on a selected repo: Post copies the text and opens the hub's page, and says so. */
export const ConversationOpen: Story = {
  args: { defaultSelectedId: "model:google-bert/bert-base-uncased", defaultConversationOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(dialog).toHaveTextContent("Nothing is posted from here");
    await expect(within(dialog).getByRole("button", { name: "Post" })).toBeEnabled();
  },
};

/** Start a Conversation with no node selected: Post is off, and the modal says why. */
export const ConversationWithoutNode: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Start a Conversation" }));
    const dialog = await body.findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Post" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const Personalized: Story = {
  args: { personalized: true },
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

export const CategoryChosen: Story = {
  args: { category: "fill-mask" },
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

/** The hub failed: the fixed fallback graph, labelled, with Retry. */
export const Fallback: Story = {
  args: { data: fallbackGraph, fallback: true, featured: [], forYou: [], topics: [], topicsAsOf: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvasDrawn(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Failed to load graph data");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { status: "loading", data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading community graph...");
  },
};

/** Before the spec's 500 ms, a loading graph shows nothing. */
export const LoadingBeforeDelay: Story = {
  args: { status: "loading", data: undefined, loadingDelayMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Loading community graph...")).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", data: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Failed to load graph data" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => canvasDrawn(canvasElement),
};

/** A node's details on a narrow screen sit under the canvas, not over it: the whole graph stays in view. */
export const NodeSelectedNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { defaultSelectedId: "dataset:wikimedia/wikipedia" },
  play: async ({ canvasElement }) => {
    await canvasDrawn(canvasElement);
    const graph = canvasElement.querySelector("canvas") as HTMLCanvasElement;
    const details = within(canvasElement).getByRole("complementary", { name: "wikimedia/wikipedia" });
    await expect(details.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      graph.getBoundingClientRect().bottom,
    );
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
