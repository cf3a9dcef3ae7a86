import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FEED_NOW } from "../../fixtures/posts";
import { frame, narrowViewport } from "../../lib/story-support";
import { PostByline } from "./PostByline";

const minutesBefore = (minutes: number) => new Date(FEED_NOW.getTime() - minutes * 60_000);

/** The line under a post's author: "@username · 5 minutes ago", the full date and time as tooltip. */
const meta = {
  title: "Components/PostCard/PostByline",
  component: PostByline,
  parameters: { layout: "padded" },
  args: { label: "@hf_devrel", date: minutesBefore(5), now: FEED_NOW, locale: "en-US" },
} satisfies Meta<typeof PostByline>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeOf = (root: HTMLElement) => root.querySelector('[data-slot="post-time"]') as HTMLElement;

/** Five minutes ago; the machine-readable time and the full date on hover. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("@hf_devrel")).toBeVisible();
    const time = timeOf(canvasElement);
    await expect(time).toHaveTextContent("5 minutes ago");
    await expect(time).toHaveAttribute("dateTime", minutesBefore(5).toISOString());
    await expect(time).toHaveAttribute("title", expect.stringContaining("2026"));
  },
};

export const Playground: Story = {};

/** Under a minute: "just now"; a time ahead of our clock reads the same. */
export const JustNow: Story = {
  args: { date: new Date(FEED_NOW.getTime() + 30_000).toISOString() },
  play: async ({ canvasElement }) => {
    await expect(timeOf(canvasElement)).toHaveTextContent("just now");
  },
};

/** Older posts: the largest whole unit. */
export const WeeksAgo: Story = {
  args: { label: "Maintainer", date: minutesBefore(60 * 24 * 15) },
  play: async ({ canvasElement }) => {
    await expect(timeOf(canvasElement)).toHaveTextContent("2 weeks ago");
  },
};

/** A long name is cut with an ellipsis; the time always shows whole. */
export const LongName: Story = {
  args: { label: "@an_extraordinarily_long_handle_for_a_research_lab_account_2026" },
  decorators: [frame("w-56")],
  play: async ({ canvasElement }) => {
    const time = timeOf(canvasElement);
    await expect(time).toHaveTextContent("5 minutes ago");
    const line = time.parentElement as HTMLElement;
    await expect(time.getBoundingClientRect().right).toBeLessThanOrEqual(line.getBoundingClientRect().right);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongName.args,
  play: LongName.play,
};
