import type { ModelEntry } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { models, multilingualMpnet } from "../../fixtures/models";
import { narrowViewport } from "../../lib/story-support";
import { FeaturedModels } from "./FeaturedModels";
import { type FeaturedCategory, type FeaturedSort, inFeaturedCategory } from "./featured-models";

/** The fixture models (13: three slides, one beyond the expanded 12), most downloaded first. */
const byDownloads = [...models].sort((a, b) => b.downloads - a.downloads);

const cardNames = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="featured-model-card-link"]')].map((link) => link.textContent);

const meta = {
  title: "Components/FeaturedModels",
  component: FeaturedModels,
  parameters: { layout: "padded" },
  args: {
    status: "success",
    models: byDownloads,
    category: "all",
    sort: "downloads",
    onCategoryChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof FeaturedModels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The carousel: six cards, the counters, previous / next wrapping and the arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Featured AI Models" })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(byDownloads.slice(0, 6).map((m) => m.id.split("/")[1]));
    await expect(canvas.getByText("Slide 1 of 3")).toBeVisible();
    await expect(canvas.getByRole("link", { name: byDownloads[0]!.id.split("/")[1] })).toHaveAttribute(
      "href",
      `/model/${byDownloads[0]!.id}`,
    );
    const counters = canvasElement.querySelector('[data-slot="featured-models-count-models"]') as HTMLElement;
    await expect(counters).toHaveTextContent("13");
    // Previous from the first slide wraps to the last, Next from the last back to the first.
    await userEvent.click(canvas.getByRole("button", { name: "Slide back" }));
    await expect(canvas.getByText("Slide 3 of 3")).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual([byDownloads[12]!.id.split("/")[1]]);
    await userEvent.click(canvas.getByRole("button", { name: "Slide forward" }));
    await expect(canvas.getByText("Slide 1 of 3")).toBeVisible();
    // The arrow keys, with focus in the section.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByText("Slide 2 of 3")).toBeVisible();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByText("Slide 3 of 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Slide 1" }));
    await expect(canvas.getByRole("button", { name: "Slide 1" })).toHaveAttribute("aria-current", "true");
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: "loading", models: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading models");
    await expect(canvasElement.querySelectorAll('[data-slot="featured-model-card-skeleton"]')).toHaveLength(
      6,
    );
    await expect(canvas.queryByRole("button", { name: "View All" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { models: [], category: "audio" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No models found for the selected category")).toBeVisible();
    await expect(canvas.getByText("Try selecting a different category or sort option")).toBeVisible();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "components-featuredmodels--error" is API
export const Error: Story = {
  args: { status: "error", models: [], error: "Failed to fetch models" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(within(alert).getByText("Error fetching models:")).toBeVisible();
    await expect(within(alert).getByText("Failed to fetch models")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** "View All": the first 12 in a grid, "View 1 more models" back to the carousel's third slide; no arrows. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(canvasElement)).toHaveLength(12);
    await expect(canvas.queryByRole("button", { name: "Slide forward" })).toBeNull();
    // Focus in the section, but the arrow keys move nothing while expanded.
    canvas.getByRole("button", { name: "Show Less" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(cardNames(canvasElement)).toEqual(byDownloads.slice(0, 12).map((m) => m.id.split("/")[1]));
    await userEvent.click(canvas.getByRole("button", { name: "View 1 more models" }));
    await expect(canvas.getByText("Slide 3 of 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "View All" }));
    await userEvent.click(canvas.getByRole("button", { name: "Show Less" }));
    await expect(canvas.getByText("Slide 1 of 3")).toBeVisible();
  },
};

/** One category: the Vision models only; picking another reports it. */
export const OneCategory: Story = {
  args: {
    category: "vision",
    models: byDownloads.filter((model) => inFeaturedCategory(model, "vision")),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Vision" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.queryByRole("button", { name: "Slide forward" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Audio" }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith("audio");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort models by" }), "Trending");
    await expect(args.onSortChange).toHaveBeenLastCalledWith("trending");
  },
};

/** A new category or order on its way: the shown models dim and turn inert. */
export const Fetching: Story = { args: { isFetching: true } };

/** The emulated hub's trending order, labelled as a stand-in. */
export const TrendingStandIn: Story = {
  args: { sort: "trending", sortNote: "Stand-in trending score (sample hub)" },
};

export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport };

export const Dark: Story = { globals: { theme: "dark" } };

const longName: ModelEntry = {
  ...multilingualMpnet,
  id: "sentence-transformers/paraphrase-multilingual-mpnet-base-v2-with-an-even-longer-suffix-for-wrapping",
  author: "sentence-transformers-community-maintainers-of-multilingual-models",
};

/** A long name and author are cut to one line, the full id in the tooltip. */
export const LongNames: Story = {
  args: { models: [longName, ...byDownloads.slice(0, 5)] },
};

export const LongNamesNarrow: Story = { tags: ["narrow"], globals: narrowViewport, args: LongNames.args };

/** With its own state, as the app drives it: category and sort filter and order the fixtures. */
export const Interactive: Story = {
  render: function Render(args) {
    const [category, setCategory] = useState<FeaturedCategory>("all");
    const [sort, setSort] = useState<FeaturedSort>("downloads");
    const key = sort === "likes" ? "likes" : "downloads";
    const shown = models
      .filter((model) => inFeaturedCategory(model, category))
      .sort((a, b) => b[key] - a[key]);
    return (
      <FeaturedModels
        {...args}
        models={shown}
        category={category}
        onCategoryChange={setCategory}
        sort={sort}
        onSortChange={setSort}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Slide forward" }));
    await expect(canvas.getByText("Slide 2 of 3")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Audio" }));
    await expect(cardNames(canvasElement)).toEqual(["whisper-large-v3"]);
    await expect(canvas.queryByText(/^Slide \d/)).toBeNull();
  },
};
