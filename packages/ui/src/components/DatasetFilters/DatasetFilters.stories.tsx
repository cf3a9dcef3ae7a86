import type { DatasetSort } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { DatasetFilters, type DatasetFiltersProps } from "./DatasetFilters";
import { DEFAULT_DATASET_PAGE_SIZE, DEFAULT_DATASET_SORT } from "./dataset-categories";

const meta = {
  title: "Components/DatasetFilters",
  component: DatasetFilters,
  parameters: { layout: "padded" },
  args: {
    sort: DEFAULT_DATASET_SORT,
    pageSize: DEFAULT_DATASET_PAGE_SIZE,
    onCategoryChange: fn(),
    onSortChange: fn(),
    onPageSizeChange: fn(),
    onReset: fn(),
  },
  argTypes: {
    sort: { control: "inline-radio", options: ["downloads", "likes", "lastModified", "trendingScore"] },
    pageSize: { control: "inline-radio", options: [6, 12, 24] },
  },
} satisfies Meta<typeof DatasetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: all categories, Most Downloads, 12 per page; no Reset. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole("combobox", { name: "Category" });
    await expect(category).toHaveValue("");
    await expect(
      within(category)
        .getAllByRole("group")
        .map((g) => g.getAttribute("label")),
    ).toEqual(["NLP", "Computer Vision", "Audio", "Multimodal", "Tabular", "Other"]);
    await expect(within(category).getAllByRole("option")).toHaveLength(29);
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Most Downloads", "Most Liked", "Newest", "Trending", "Recently created"]);
    await expect(sort).toHaveValue("downloads");
    const perPage = canvas.getByRole("combobox", { name: "Per page" });
    await expect(
      within(perPage)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["6", "12", "24"]);
    await expect(perPage).toHaveValue("12");
    await expect(canvas.queryByRole("button", { name: "Reset" })).toBeNull();

    await userEvent.selectOptions(category, "Translation");
    await expect(args.onCategoryChange).toHaveBeenCalledWith("translation");
    await userEvent.selectOptions(sort, "Newest");
    await expect(args.onSortChange).toHaveBeenCalledWith("lastModified");
    await userEvent.selectOptions(perPage, "24");
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(24);
  },
};

export const Playground: Story = {};

/** A category is set: Reset shows. */
export const WithCategory: Story = {
  args: { category: "automatic-speech-recognition" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveDisplayValue(
      "Automatic Speech Recognition",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** The sort is not Most Downloads: Reset shows. */
export const SortChanged: Story = {
  args: { sort: "trendingScore" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Reset" })).toBeVisible();
  },
};

/** Choosing "All categories" reports no category. */
export const AllCategories: Story = {
  args: { category: "graph-ml" },
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole("combobox", { name: "Category" }), "");
    await expect(args.onCategoryChange).toHaveBeenCalledWith(undefined);
  },
};

function StatefulFilters(props: DatasetFiltersProps) {
  const [category, setCategory] = useState<string | undefined>(props.category);
  const [sort, setSort] = useState<DatasetSort>(props.sort);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <DatasetFilters
      {...props}
      category={category}
      sort={sort}
      pageSize={pageSize}
      onCategoryChange={(value) => {
        setCategory(value);
        props.onCategoryChange(value);
      }}
      onSortChange={(value) => {
        setSort(value);
        props.onSortChange(value);
      }}
      onPageSizeChange={(value) => {
        setPageSize(value);
        props.onPageSizeChange(value);
      }}
      onReset={() => {
        setCategory(undefined);
        setSort("downloads");
        props.onReset();
      }}
    />
  );
}

/** Reset returns to no category and Most Downloads, keeps the page size, and hides itself. */
export const ResetResets: Story = {
  render: (args) => <StatefulFilters {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole("combobox", { name: "Category" });
    const sort = canvas.getByRole("combobox", { name: "Sort by" });
    const perPage = canvas.getByRole("combobox", { name: "Per page" });
    await userEvent.selectOptions(category, "Image Classification");
    await userEvent.selectOptions(sort, "Most Liked");
    await userEvent.selectOptions(perPage, "6");
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(category).toHaveValue("");
    await expect(sort).toHaveValue("downloads");
    await expect(perPage).toHaveValue("6");
    await expect(canvas.queryByRole("button", { name: "Reset" })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, category: "translation" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const select of canvas.getAllByRole("combobox")) await expect(select).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Reset" })).toBeDisabled();
  },
};

export const Dark: Story = { args: { category: "text-to-image", sort: "likes" }, globals: { theme: "dark" } };

export const Narrow: Story = {
  args: { category: "table-question-answering", sort: "likes" },
  tags: ["narrow"],
  globals: narrowViewport,
};
