import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { discussionLongThread, discussionThread } from "../../fixtures/discussions";
import { narrowViewport } from "../../lib/story-support";
import { DiscussionThread } from "./DiscussionThread";

/** An opened hub discussion: back link, title and status, then every comment as plain text. */
const meta = {
  title: "Screens/DiscussionsScreen/DiscussionThread",
  component: DiscussionThread,
  parameters: { layout: "padded" },
  args: {
    thread: discussionThread,
    listHref: "/discussions/google-bert/bert-base-uncased",
    locale: "en-US",
  },
} satisfies Meta<typeof DiscussionThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three comments; markup in a comment shows as text, line breaks kept. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "All discussions" })).toHaveAttribute(
      "href",
      "/discussions/google-bert/bert-base-uncased",
    );
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("#14 Tokenizer casing");
    const comments = within(canvas.getByRole("list", { name: "Comments" })).getAllByRole("listitem");
    await expect(comments).toHaveLength(3);
    await expect(comments[1]).toHaveTextContent("<b>Not bold</b>, just text.");
    await expect(canvasElement.querySelector("b")).toBeNull();
  },
};

export const Playground: Story = {};

export const Loading: Story = {
  args: { thread: { num: 14, status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading discussion #14");
  },
};

/** No such number on the hub (as typed in the URL). */
export const NotFound: Story = {
  args: { thread: { num: "abc", status: "not-found" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Discussion #abc not found");
  },
};

/** Failed: the message and Try Again. */
export const ErrorState: Story = {
  args: {
    thread: {
      num: 14,
      status: "error",
      error: "The model hub is unreachable. Try again later.",
      onRetry: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The model hub is unreachable.");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.thread.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A long title, name and comment with an unbroken URL: everything wraps. */
export const LongContent: Story = {
  args: { thread: discussionLongThread },
  play: async ({ canvasElement }) => {
    const thread = canvasElement.querySelector('[data-slot="discussion-thread"]') as HTMLElement;
    await expect(thread.scrollWidth).toBeLessThanOrEqual(thread.clientWidth);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: LongContent.args,
  play: LongContent.play,
};
