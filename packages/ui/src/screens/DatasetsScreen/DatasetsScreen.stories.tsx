import { DATASET_FACETS } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { datasets, firstPage, multilingualNli, textClassificationByLikes } from "../../fixtures/datasets";
import { narrowViewport } from "../../lib/story-support";
import { DatasetsScreen, type DatasetsScreenProps } from "./DatasetsScreen";

const meta = {
  title: "Screens/DatasetsScreen",
  component: DatasetsScreen,
  args: {
    status: "success",
    datasets: firstPage,
    pageSize: 12,
    sort: "downloads",
    page: 1,
    // Spec §9: the page count is taken as 100 / page size.
    pageCount: 9,
    hasNextPage: true,
    locale: "en-US",
    bookmarkedIds: [],
    onRetry: fn(),
    onPageSizeChange: fn(),
    onCategoryChange: fn(),
    onSortChange: fn(),
    onReset: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
    onBookmarkChange: fn(),
    onShare: fn(),
    onPreview: fn(),
  },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "error", "success"] },
    pageSize: { control: "inline-radio", options: [6, 12, 24] },
  },
} satisfies Meta<typeof DatasetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeletons = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="dataset-card-skeleton"]');

/** As many skeletons as the page size (12). */
export const Loading: Story = {
  args: { status: "loading", datasets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Featured Datasets" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading datasets");
    await expect(skeletons(canvasElement)).toHaveLength(12);
    await expect(canvas.queryByRole("navigation", { name: "Dataset pages" })).toBeNull();
  },
};

export const LoadingPageSize6: Story = {
  args: { status: "loading", datasets: [], pageSize: 6 },
  play: async ({ canvasElement }) => {
    await expect(skeletons(canvasElement)).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { datasets: [], category: "graph-ml", sort: "likes", hasNextPage: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "No datasets found matching your filters." }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset Filters" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("navigation", { name: "Dataset pages" })).toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    await expect(grid.querySelectorAll(":scope > li")).toHaveLength(12);
    await expect(canvas.getByRole("link", { name: "wikitext" })).toHaveAttribute(
      "href",
      "/dataset/Salesforce/wikitext/details",
    );
    await expect(canvas.getByText("512.4k downloads")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Reset" })).toBeNull();
    await expect(canvas.getByText("Page 1 of 9")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole("button", { name: "Preview c4" }));
    await expect(args.onPreview).toHaveBeenCalledWith(firstPage[1]);
    await userEvent.click(canvas.getByRole("button", { name: "Share gsm8k" }));
    await expect(args.onShare).toHaveBeenCalledWith(firstPage[2]);
    await userEvent.click(canvas.getByRole("button", { name: "Bookmark glue" }));
    await expect(args.onBookmarkChange).toHaveBeenCalledWith("nyu-mll/glue", true);
  },
};

export const WithDataDark: Story = { globals: { theme: "dark" }, args: { bookmarkedIds: ["allenai/c4"] } };

/** 24 per page. */
export const PageSize24: Story = { args: { datasets, pageSize: 24, pageCount: 5 } };

/** A category and a non-default sort: Reset shows and calls back. */
export const Filtered: Story = {
  args: { datasets: textClassificationByLikes, category: "text-classification", sort: "likes", pageCount: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveDisplayValue(
      "Text Classification",
    );
    await expect(canvas.getByRole("combobox", { name: "Sort by" })).toHaveDisplayValue("Most Liked");
    const cards = canvasElement.querySelectorAll('[data-slot="dataset-card-category"]');
    for (const card of cards) await expect(card).toHaveTextContent("Text Classification");
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** A failed fetch shows the error and Retry only: an error is not an empty result (no "Reset Filters"). */
export const FetchError: Story = {
  args: { status: "error", datasets: [], error: "Failed to fetch datasets" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Couldn't load datasets. Failed to fetch datasets");
    await expect(canvas.queryByText("No datasets found matching your filters.")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Reset Filters" })).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("navigation", { name: "Dataset pages" })).toBeNull();
  },
};

/** While the next page loads, the old grid dims, turns inert, and paging is disabled. */
export const FetchingNextPage: Story = {
  args: { isFetching: true, page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvasElement.querySelector('[data-slot="paged-grid-list"]') as HTMLElement;
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Without a known total the label is just "Page X". */
export const PageWithoutTotal: Story = {
  args: { page: 3, pageCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Page 3")).toBeVisible();
  },
};

/** Long names keep the grid aligned. */
export const LongContent: Story = {
  args: { datasets: [multilingualNli, ...firstPage.slice(0, 5)] },
};

function StatefulBookmarks(props: DatasetsScreenProps) {
  const [ids, setIds] = useState<string[]>([]);
  return (
    <DatasetsScreen
      {...props}
      bookmarkedIds={ids}
      onBookmarkChange={(id, on) => {
        setIds((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
        props.onBookmarkChange?.(id, on);
      }}
    />
  );
}

/** Bookmarks are local state of the caller; the toggle reflects it. */
export const Bookmarking: Story = {
  render: (args) => <StatefulBookmarks {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Bookmark mmlu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { datasets: firstPage.slice(0, 4), category: "text-generation" },
  play: async ({ canvasElement }) => {
    const screen = canvasElement.querySelector('[data-slot="datasets-screen"]') as HTMLElement;
    await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth);
  },
};

export const LoadingNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { status: "loading", datasets: [], pageSize: 6 },
};

/** The datasets' facets, loaded as the app loads them (on demand). */
const loadDatasetFacets = () => Promise.resolve(DATASET_FACETS);

/** The facets of the datasets screen, as the app passes them (with a spy). */
const facetArgs = (values: Record<string, string>) => ({
  values,
  loadFacets: loadDatasetFacets,
  onChange: fn(),
});

/**
 * Facets chosen: "Filters (2)", their chips once the facets' labels are in, the count of matches; a chip
 * removes its facet.
 */
export const Faceted: Story = {
  args: {
    datasets: firstPage.slice(0, 3),
    total: 3,
    pageCount: 1,
    hasNextPage: false,
    facets: facetArgs({ modality: "text", format: "parquet" }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Filters (2)" })).toBeVisible();
    await expect(canvas.getByText("3 datasets")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: "Remove Format: parquet" }));
    await expect(args.facets?.onChange).toHaveBeenLastCalledWith({ format: undefined });
  },
};

/** No total from the hub and more pages follow: "12+ datasets". */
export const FacetedCountLowerBound: Story = {
  args: { total: 12, totalMore: true, facets: facetArgs({ modality: "image" }) },
  play: async ({ canvasElement }) => {
    const count = canvasElement.querySelector('[data-slot="datasets-screen-count"]') as HTMLElement;
    await expect(count).toHaveTextContent(/^12\+ datasets$/);
  },
};

/** A phone with facets chosen: "Filters (1)" and its chip. */
export const FacetedNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { facets: facetArgs({ rows: "lt1k" }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "Remove Rows: Under 1K" })).toBeVisible();
  },
};
