import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  fallbackGraph,
  graphBert,
  graphFeatured,
  graphForYou,
  graphGpt2,
  graphMultilingualMpnet,
  graphTopics,
  graphTopicsAsOf,
  graphVit,
} from "../../fixtures/graph";
import { narrowViewport } from "../../lib/story-support";
import { GraphLists } from "./GraphLists";

/**
 * Featured, For You and Trending Topics under the graph. They are computed from the loaded graph, so
 * loading and errors are the graph's: without nodes or topics each list reads "n/a".
 */
const meta = {
  title: "Components/CommunityGraph/GraphLists",
  component: GraphLists,
  parameters: { layout: "padded" },
  args: {
    featured: graphFeatured,
    forYou: graphForYou,
    personalized: false,
    topics: graphTopics,
    topicsAsOf: graphTopicsAsOf,
    onSelect: fn(),
  },
} satisfies Meta<typeof GraphLists>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }));

/** Featured ranks the top three; a pick calls `onSelect` with its node; topics show count and trend. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const featured = panel(canvasElement, "Featured");
    await expect(featured.getByText("Top 6")).toBeVisible();
    const picks = featured.getAllByRole("button");
    await expect(picks.map((pick) => pick.textContent)).toEqual([
      "#1google-bert/bert-base-uncased61,234,567",
      "#2openai-community/gpt220,400,000",
      "#3FacebookAI/roberta-base9,120,000",
      "google/vit-base-patch16-2243,050,000",
      "rajpurkar/squad160,000",
      "wikimedia/wikipedia98,000",
    ]);
    await userEvent.click(picks[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(graphGpt2);

    await expect(panel(canvasElement, "For You").getByText(/^Language and vision repos/)).toBeVisible();

    const topics = panel(canvasElement, "Trending Topics");
    await expect(topics.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "#en3 modelsHot",
      "#nlp3 modelsStable",
      "#fill-mask2 modelsCooling",
      "#exbert2 modelsStable",
      "#vision1 modeln/a",
    ]);
    await expect(topics.getByText(/^Trend: models updated/)).toHaveTextContent(
      "Trend: models updated in the 30 days to Jun 1, 2025 against the 30 days before.",
    );
  },
};

export const Playground: Story = {};

/** For You from this browser's history says so. */
export const Personalized: Story = {
  args: { personalized: true, forYou: [graphVit, graphBert] },
  play: async ({ canvasElement }) => {
    const forYou = panel(canvasElement, "For You");
    await expect(forYou.getByText(/^Close to the models and datasets you looked at/)).toBeVisible();
    await expect(forYou.getAllByRole("button")).toHaveLength(2);
  },
};

/** Empty: nothing loaded yet to rank; every list reads "n/a" (no "Top 0" badge) and the trend has no end date. */
export const Empty: Story = {
  args: { featured: [], forYou: [], topics: [], topicsAsOf: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole("button")).toHaveLength(0);
    await expect(within(canvasElement).queryByText(/^Top \d/)).toBeNull();
    for (const name of ["Featured", "For You", "Trending Topics"]) {
      await expect(panel(canvasElement, name).getByText("n/a")).toBeVisible();
    }
    await expect(
      panel(canvasElement, "Trending Topics").getByText(/^Trend: models updated/),
    ).toHaveTextContent("Trend: models updated in the 30 days against the 30 days before.");
  },
};

/** The fallback graph's repos have no counts: "n/a", never a made-up number. */
export const WithoutCounts: Story = {
  args: { featured: fallbackGraph.nodes.slice(0, 3), forYou: fallbackGraph.nodes.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const featured = panel(canvasElement, "Featured");
    await expect(featured.getByText("Top 3")).toBeVisible();
    for (const pick of featured.getAllByRole("button")) await expect(pick).toHaveTextContent(/n\/a$/);
  },
};

/** A long repo id is cut with an ellipsis; its count stays in view. */
export const LongText: Story = {
  args: { featured: [graphMultilingualMpnet, ...graphFeatured.slice(0, 5)] },
  play: async ({ canvasElement }) => {
    const pick = panel(canvasElement, "Featured").getByRole("button", { name: /paraphrase-multilingual/ });
    const label = within(pick).getByText(graphMultilingualMpnet.label);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(within(pick).getByText("3,541,276")).toBeVisible();
    await expect(pick.getBoundingClientRect().right).toBeLessThanOrEqual(
      (pick.closest("section") ?? pick).getBoundingClientRect().right,
    );
  },
};

/** Keyboard: Tab walks the picks in order, Enter selects. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const picks = panel(canvasElement, "Featured").getAllByRole("button");
    await userEvent.tab();
    await expect(picks[0]).toHaveFocus();
    await userEvent.tab();
    await expect(picks[1]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(graphGpt2);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { personalized: true },
  play: async ({ canvasElement }) => {
    await expect(panel(canvasElement, "Trending Topics").getByText("Hot")).toBeVisible();
  },
};

/** At 375 px the three lists stack in one column. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const [featured, forYou, topics] = ["Featured", "For You", "Trending Topics"].map((name) =>
      within(canvasElement).getByRole("region", { name }).getBoundingClientRect(),
    );
    await expect(forYou!.top).toBeGreaterThan(featured!.bottom);
    await expect(topics!.top).toBeGreaterThan(forYou!.bottom);
    await expect(featured!.left).toBe(forYou!.left);
  },
};
