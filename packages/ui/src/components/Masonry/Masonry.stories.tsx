import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { frame, narrowViewport } from "../../lib/story-support";
import { Masonry } from "./Masonry";

/** Cards of made-up heights, numbered in reading order. */
const heights = [120, 220, 90, 160, 260, 110, 180, 140, 100, 240, 130, 170];

const meta = {
  title: "Components/Masonry",
  component: Masonry<number>,
  args: {
    "aria-label": "Cards",
    items: heights,
    getItemKey: (_: number, index: number) => String(index),
    renderItem: (height: number, index: number) => (
      <button
        type="button"
        style={{ height }}
        className="flex w-full items-center justify-center rounded-xl border border-zinc-200 bg-white font-semibold text-zinc-800 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
      >
        Card {index + 1}
      </button>
    ),
  },
  decorators: [frame("p-6")],
} satisfies Meta<typeof Masonry<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spacers after the 4th and 8th cards; Tab follows the list's order, not the columns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="masonry-spacer"]')).toHaveLength(3);
    const items = [...canvasElement.querySelectorAll('[data-slot="masonry"] > li')];
    await expect(items[4]).toHaveAttribute("data-slot", "masonry-spacer");
    await expect(items[4]).toHaveAttribute("aria-hidden", "true");
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent("Card 2");
  },
};

export const NoSpacers: Story = { args: { spacerEvery: 0 } };

export const Dark: Story = { globals: { theme: "dark" } };

/** One column at 375 px. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const lefts = new Set(
      [...canvasElement.querySelectorAll('[data-slot="masonry-item"]')].map(
        (item) => item.getBoundingClientRect().left,
      ),
    );
    await expect(lefts.size).toBe(1);
  },
};
