import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { feedPostsPerDay } from "../../fixtures/posts";
import { frame, narrowViewport } from "../../lib/story-support";
import { PostsPerDayChart } from "./PostsPerDayChart";
import type { PostsPerDay } from "./posts-per-day";

/** Thirty days up to the feed's present, a made-up count each (10 at most, on Oct 30). */
const month: PostsPerDay[] = Array.from({ length: 30 }, (_, index) => ({
  day: new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10),
  count: (index * 7) % 11,
}));

/**
 * The feed summary's small area chart of posts per day (loaded lazily by `FeedSummary`): a caption with
 * the busiest day, the curve as one image named for screen readers, and the first and last day under it.
 */
const meta = {
  title: "Screens/FeedScreen/PostsPerDayChart",
  component: PostsPerDayChart,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-sm")],
  args: { series: feedPostsPerDay, locale: "en-US" },
} satisfies Meta<typeof PostsPerDayChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slot="posts-per-day-chart"]') as HTMLElement;
/** The day labels under the curve (hidden from screen readers, which get the image's name). */
const axisOf = (root: HTMLElement) =>
  [...chartOf(root).querySelectorAll('[aria-hidden="true"] > span')].map((span) => span.textContent);

/** A week: the peak in the caption, the range and the peak in the image's name, the ends on the axis. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(chartOf(canvasElement));
    await expect(chart.getByText("Posts per day")).toBeVisible();
    await expect(chart.getByText("peak 7 on Nov 23")).toBeVisible();
    await expect(
      chart.getByRole("img", { name: "Posts per day, Nov 19 to Nov 25: most on Nov 23 (7)." }),
    ).toBeVisible();
    await expect(axisOf(canvasElement)).toEqual(["Nov 19", "Nov 25"]);
  },
};

export const Playground: Story = {};

/** No day: nothing is drawn (the summary shows no chart). */
export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvasElement }) => {
    await expect(chartOf(canvasElement)).toBeNull();
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
  },
};

/** One day: a flat line across the box, the day once on the axis and in the name. */
export const OneDay: Story = {
  args: { series: [{ day: "2026-11-25", count: 4 }] },
  play: async ({ canvasElement }) => {
    const chart = within(chartOf(canvasElement));
    await expect(
      chart.getByRole("img", { name: "Posts per day, Nov 25: most on Nov 25 (4)." }),
    ).toBeVisible();
    await expect(chart.getByText("peak 4 on Nov 25")).toBeVisible();
    await expect(axisOf(canvasElement)).toEqual(["Nov 25"]);
    const line = chartOf(canvasElement).querySelector("path[stroke]") as SVGPathElement;
    await expect(line.getBBox().width).toBeGreaterThan(0);
    await expect(line.getBBox().height).toBe(0);
  },
};

/** Thirty days: one curve over the month, its first and last day on the axis. */
export const ManyDays: Story = {
  args: { series: month },
  play: async ({ canvasElement }) => {
    const chart = within(chartOf(canvasElement));
    await expect(
      chart.getByRole("img", { name: "Posts per day, Oct 27 to Nov 25: most on Oct 30 (10)." }),
    ).toBeVisible();
    await expect(axisOf(canvasElement)).toEqual(["Oct 27", "Nov 25"]);
  },
};

/** Long labels: a busy week's five-digit peak, in a locale whose short dates are long ("25 thg 11"). */
export const LongLabels: Story = {
  args: {
    series: feedPostsPerDay.map((point) => ({ ...point, count: point.count * 17_641 })),
    locale: "vi-VN",
  },
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await expect(within(chart).getByText(/^peak 123487 on /)).toBeVisible();
    await expect(chart.scrollWidth).toBeLessThanOrEqual(chart.clientWidth);
  },
};

/** On a phone (375 px): the chart takes the width, the long labels still fit. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongLabels.args,
  play: LongLabels.play,
};
