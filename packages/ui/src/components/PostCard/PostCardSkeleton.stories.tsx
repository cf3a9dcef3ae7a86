import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { frame, narrowViewport } from "../../lib/story-support";
import { PostCardSkeleton } from "./PostCardSkeleton";

/** The placeholder of a post card while a feed loads: decorative (the feed announces the loading). */
const meta = {
  title: "Components/PostCard/PostCardSkeleton",
  component: PostCardSkeleton,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-md")],
  args: { lines: 4 },
} satisfies Meta<typeof PostCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const skeleton = (root: HTMLElement) => root.querySelector('[data-slot="post-card-skeleton"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(skeleton(canvasElement)).toHaveAttribute("aria-hidden", "true");
  },
};

export const Playground: Story = {};

/** A short post's placeholder: two text lines, the last one shorter. */
export const TwoLines: Story = {
  args: { lines: 2 },
  play: async ({ canvasElement }) => {
    const lines = skeleton(canvasElement).querySelectorAll(':scope > [data-slot="skeleton"]');
    // The text lines and the link line under them.
    await expect(lines).toHaveLength(3);
    await expect(lines[1]).toHaveClass("w-2/3");
  },
};

export const Narrow: Story = { tags: ["narrow"], globals: narrowViewport, play: Default.play };
