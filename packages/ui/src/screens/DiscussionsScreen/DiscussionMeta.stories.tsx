import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { discussionList, discussionLongThread } from "../../fixtures/discussions";
import { narrowViewport } from "../../lib/story-support";
import { DiscussionMeta } from "./DiscussionStatusBadge";

/** A discussion's line: status, author · date, number of comments. */
const meta = {
  title: "Screens/DiscussionsScreen/DiscussionMeta",
  component: DiscussionMeta,
  parameters: { layout: "padded" },
  args: { discussion: discussionList[0]!, locale: "en-US" },
} satisfies Meta<typeof DiscussionMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sample_lin ·/)).toHaveTextContent("sample_lin · Nov 24, 2026");
    await expect(canvasElement.querySelector('[data-slot="discussion-comments"]')).toHaveTextContent(
      "3 comments",
    );
  },
};

export const Playground: Story = {};

/** One comment: singular. */
export const OneComment: Story = {
  args: { discussion: discussionList[3]! },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="discussion-comments"]')).toHaveTextContent(
      "1 comment",
    );
  },
};

/** A long author name: the line wraps, never wider than the screen. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { discussion: discussionLongThread.discussion! },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector("p") as HTMLElement;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};
