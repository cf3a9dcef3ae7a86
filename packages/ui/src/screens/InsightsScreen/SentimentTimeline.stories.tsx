import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { SentimentTimeline } from "./SentimentTimeline";

/** The sentiment-per-week strip: one stacked column per week, each read out with its counts. */
const meta = {
  title: "Screens/InsightsScreen/SentimentTimeline",
  component: SentimentTimeline,
  parameters: { layout: "padded" },
  args: {
    locale: "en-US",
    weeks: [
      { week: "2026-10-26", positive: 3, neutral: 1, negative: 0 },
      { week: "2026-11-02", positive: 1, neutral: 2, negative: 2 },
      { week: "2026-11-09", positive: 0, neutral: 0, negative: 0 },
      { week: "2026-11-16", positive: 4, neutral: 1, negative: 1 },
      { week: "2026-11-23", positive: 2, neutral: 3, negative: 0 },
    ],
  },
} satisfies Meta<typeof SentimentTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const weeks = (root: HTMLElement) => [...root.querySelectorAll('[data-slot="sentiment-timeline-week"]')];

/** Five weeks, one without posts (an empty column); the first and last dates under the strip. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const columns = weeks(canvasElement);
    await expect(columns).toHaveLength(5);
    await expect(within(columns[1] as HTMLElement).getByText(/Week of/)).toHaveTextContent(
      "Week of Nov 2: 1 positive, 2 neutral, 2 negative",
    );
    await expect(columns[2]!.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    await expect(within(canvasElement).getByText("Sentiment per week")).toBeVisible();
  },
};

export const Playground: Story = {};

/** A single week: one date under it. */
export const OneWeek: Story = {
  args: { weeks: [{ week: "2026-11-23", positive: 2, neutral: 3, negative: 1 }] },
  play: async ({ canvasElement }) => {
    await expect(weeks(canvasElement)).toHaveLength(1);
    await expect(canvasElement.querySelector("figure > div")?.children).toHaveLength(1);
  },
};

/** No weeks (no posts): nothing at all. */
export const Empty: Story = {
  args: { weeks: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="sentiment-timeline"]')).toBeNull();
  },
};

/** A year of weeks: thin columns that still fit the width. */
export const ManyWeeks: Story = {
  args: {
    weeks: Array.from({ length: 52 }, (_, index) => ({
      week: new Date(Date.UTC(2025, 11, 1) + index * 7 * 86_400_000).toISOString().slice(0, 10),
      positive: index % 5,
      neutral: (index * 3) % 4,
      negative: index % 3,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector("figure ol") as HTMLElement;
    await expect(weeks(canvasElement)).toHaveLength(52);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: ManyWeeks.args,
  play: ManyWeeks.play,
};
