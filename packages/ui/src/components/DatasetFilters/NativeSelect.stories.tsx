import { DATASET_CATEGORY_GROUPS } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { DATASET_SORT_OPTIONS, type DatasetSortOption, DEFAULT_DATASET_SORT } from "./dataset-categories";
import { NativeSelect, SortSelect } from "./NativeSelect";

const categories = DATASET_CATEGORY_GROUPS.flatMap((group) => group.categories);
/** The longest category label, for the cut-off text. */
const longest = categories.reduce((a, b) => (b.label.length > a.label.length ? b : a));

/**
 * The filters' native `<select>` (the phone's own picker) and the "Sort by" select built on it. A select
 * has no loading, empty or error state of its own: the screens disable it while they load.
 */
const meta = {
  title: "Components/DatasetFilters/NativeSelect",
  component: NativeSelect,
  parameters: { layout: "padded" },
  args: { id: "category", defaultValue: "", onChange: fn(), className: "w-64" },
  render: (args) => (
    <div className="flex max-w-full flex-col gap-1.5">
      <label htmlFor="category" className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        Category
      </label>
      <NativeSelect {...args}>
        <option value="">All categories</option>
        {DATASET_CATEGORY_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled by its `<label>`; picking an option fires `onChange` with it. The chevron is decoration. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Category" });
    await expect(select).toHaveValue("");
    await expect(within(select).getAllByRole("option")).toHaveLength(categories.length + 1);
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.selectOptions(select, "Translation");
    await expect(select).toHaveValue("translation");
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** Disabled: greyed out and not focusable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Category" });
    await expect(select).toBeDisabled();
    await expect(getComputedStyle(select).opacity).toBe("0.5");
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

/** Keyboard: Tab reaches it (with the focus ring). */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Category" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).boxShadow).not.toBe("none");
  },
};

/** A long label in a narrow select is cut before the chevron; the select keeps its width. */
export const LongText: Story = {
  args: { defaultValue: longest.id, className: "w-40" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Category" });
    await expect(select).toHaveDisplayValue(longest.label);
    await expect(select.getBoundingClientRect().width).toBe(160);
    const chevron = (canvasElement.querySelector("svg") as SVGElement).getBoundingClientRect();
    await expect(chevron.right).toBeLessThanOrEqual(select.getBoundingClientRect().right);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  args: { defaultValue: "translation" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Category" })).toHaveDisplayValue(
      "Translation",
    );
  },
};

/** At 375 px a full-width select fills the screen's width, no more. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { className: "w-full" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Category" });
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** "Sort by" and the datasets' orders, controlled as the screens use it. */
function SortDemo({ onValueChange }: { onValueChange: (value: DatasetSortOption["value"]) => void }) {
  const [sort, setSort] = useState(DEFAULT_DATASET_SORT);
  return (
    <SortSelect
      value={sort}
      options={DATASET_SORT_OPTIONS}
      slot="dataset-sort"
      onValueChange={(value) => {
        onValueChange(value);
        setSort(value);
      }}
    />
  );
}

/** SortSelect: its label names the select; picking an order calls `onValueChange` with its value. */
export const Sort: Story = {
  args: { onChange: fn() },
  render: (args) => <SortDemo onValueChange={args.onChange as (value: string) => void} />,
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sort by" });
    await expect(select).toHaveAttribute("data-slot", "dataset-sort");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Most Downloads", "Most Liked", "Newest", "Trending", "Recently created"]);
    await userEvent.selectOptions(select, "Newest");
    await expect(args.onChange).toHaveBeenCalledWith("lastModified");
    await expect(select).toHaveDisplayValue("Newest");
  },
};

export const SortDark: Story = {
  ...Sort,
  globals: { theme: "dark" },
};
