import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  fallbackGraph,
  graphBert,
  graphMultilingualMpnet,
  graphWikipedia,
  smallGraph,
} from "../../fixtures/graph";
import { frame, narrowViewport } from "../../lib/story-support";
import { GraphNodeDetails } from "./GraphNodeDetails";

const googleContributor = smallGraph.nodes.find((node) => node.id === "user:google");
/** The fallback graph's BERT: no counts, no description (they would be made up). */
const bertWithoutCounts = fallbackGraph.nodes[0];

/**
 * The selected node's card beside the graph. Loading and errors belong to the graph: this card only
 * shows a node that is there.
 */
const meta = {
  title: "Components/CommunityGraph/GraphNodeDetails",
  component: GraphNodeDetails,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-sm")],
  args: { node: graphBert, onStartDiscussion: fn(), onClose: fn() },
} satisfies Meta<typeof GraphNodeDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailsOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("complementary", { name }));

/** A model: kind, name, plain tags (not `license:` ones), downloads in the unit they reach (M), likes and both actions. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const details = detailsOf(canvasElement, "google-bert/bert-base-uncased");
    await expect(details.getByText("Model")).toBeVisible();
    await expect(details.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "fill-mask",
      "bert",
      "exbert",
      "en",
      "nlp",
    ]);
    await expect(details.getByText("Downloads").nextElementSibling).toHaveTextContent("61.2M");
    await expect(details.getByText("Downloads").nextElementSibling).toHaveAttribute("title", "61,234,567");
    await expect(details.getByText("Likes").nextElementSibling).toHaveTextContent("2,231");
    await expect(details.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "https://huggingface.co/google-bert/bert-base-uncased",
    );
    await userEvent.click(details.getByRole("button", { name: "Start Discussion" }));
    await expect(args.onStartDiscussion).toHaveBeenCalledOnce();
    await userEvent.click(details.getByRole("button", { name: "Close details" }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** A dataset with its description. */
export const Dataset: Story = {
  args: { node: graphWikipedia },
  play: async ({ canvasElement }) => {
    const details = detailsOf(canvasElement, "wikimedia/wikipedia");
    await expect(details.getByText("Dataset")).toBeVisible();
    await expect(details.getByText(String(graphWikipedia.description))).toBeVisible();
    await expect(details.getByText("Downloads").nextElementSibling).toHaveTextContent("98K");
  },
};

/** A contributor: nothing to discuss, so no Start Discussion; no tags ("n/a"). */
export const Contributor: Story = {
  args: { node: googleContributor },
  play: async ({ canvasElement }) => {
    const details = detailsOf(canvasElement, "google");
    await expect(details.getByText("Contributor")).toBeVisible();
    await expect(details.queryByRole("button", { name: "Start Discussion" })).toBeNull();
    await expect(details.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "https://huggingface.co/google",
    );
  },
};

/** Empty: the hub sent no counts and no description: each reads "n/a", never a made-up number. */
export const WithoutCounts: Story = {
  args: { node: bertWithoutCounts },
  play: async ({ canvasElement }) => {
    const details = detailsOf(canvasElement, "google-bert/bert-base-uncased");
    await expect(details.getByText("Downloads").nextElementSibling).toHaveTextContent("n/a");
    await expect(details.getByText("Likes").nextElementSibling).toHaveTextContent("n/a");
    await expect(details.getAllByText("n/a")).toHaveLength(3);
  },
};

/** A long repo id wraps; of 60 tags, the first 12 plain ones show (`arxiv:`, `license:` are left out). */
export const LongText: Story = {
  args: { node: graphMultilingualMpnet },
  play: async ({ canvasElement }) => {
    const details = detailsOf(canvasElement, "sentence-transformers/paraphrase-multilingual-mpnet-base-v2");
    const tags = details.getAllByRole("listitem").map((item) => item.textContent);
    await expect(tags).toHaveLength(12);
    await expect(tags.some((tag) => tag?.includes(":"))).toBe(false);
    const aside = within(canvasElement).getByRole("complementary");
    await expect(aside.scrollWidth).toBeLessThanOrEqual(aside.clientWidth);
  },
};

/** Keyboard: Tab reaches Close, Start Discussion and View Details in order; Enter presses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const details = detailsOf(canvasElement, "google-bert/bert-base-uncased");
    await userEvent.tab();
    await expect(details.getByRole("button", { name: "Close details" })).toHaveFocus();
    await userEvent.tab();
    await expect(details.getByRole("button", { name: "Start Discussion" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onStartDiscussion).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(details.getByRole("link", { name: "View Details" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { node: graphWikipedia },
  play: async ({ canvasElement }) => {
    await expect(detailsOf(canvasElement, "wikimedia/wikipedia").getByText("Dataset")).toBeVisible();
  },
};

/** At 375 px the long id still wraps inside the card. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { node: graphMultilingualMpnet },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole("complementary");
    await expect(aside.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(aside.scrollWidth).toBeLessThanOrEqual(aside.clientWidth);
  },
};
