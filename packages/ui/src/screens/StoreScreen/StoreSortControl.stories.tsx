import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { type StoreSort, StoreSortControl } from "./StoreSortControl";

/** The line above the store's grid: how many models match, and the native "Sort by" select. */
const meta = {
  title: "Screens/StoreScreen/StoreSortControl",
  component: StoreSortControl,
  parameters: { layout: "padded" },
  args: { total: 1_234_567, sort: "trendingScore", onSortChange: fn(), locale: "en-US" },
} satisfies Meta<typeof StoreSortControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count (announced politely when it changes) and the five orders; choosing one asks for it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const count = canvasElement.querySelector('[data-slot="store-screen-count"]') as HTMLElement;
    await expect(count).toHaveTextContent("1,234,567 models");
    await expect(count).toHaveAttribute("aria-live", "polite");
    const select = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Trending", "Most downloads", "Most likes", "Recently created", "Recently updated"]);
    await userEvent.selectOptions(select, "Most likes");
    await expect(args.onSortChange).toHaveBeenCalledWith("likes");
  },
};

export const Playground: Story = {};

/** Wired to state: the select shows the order chosen. */
export const Sorting: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<StoreSort>(args.sort);
    return <StoreSortControl {...args} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sort by" });
    await userEvent.selectOptions(select, "Recently updated");
    await expect(select).toHaveValue("lastModified");
  },
};

/** The hub gave no total (still loading, or unknown): no count, never a made-up one. */
export const UnknownTotal: Story = {
  args: { total: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="store-screen-count"]')).toHaveTextContent("");
  },
};

/** One model: singular. No sort callback: no select. */
export const OneModelNoSort: Story = {
  args: { total: 1, onSortChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="store-screen-count"]')).toHaveTextContent(
      "1 model",
    );
    await expect(within(canvasElement).queryByRole("combobox")).toBeNull();
  },
};

/** No model matches: a real zero. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="store-screen-count"]')).toHaveTextContent(
      "0 models",
    );
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="store-screen-results"]') as HTMLElement;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};
