import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { FEED_NOW, feedPosts, longPost, manyHashtagsPost } from "../../fixtures/posts";
import { frame, narrowViewport } from "../../lib/story-support";
import { PostCard, type PostCardProps } from "./PostCard";

/** A post card whose expand state lives here, as the feed keeps it per post. */
function ControlledPostCard({ expanded: initial = false, onExpandedChange, ...props }: PostCardProps) {
  const [expanded, setExpanded] = useState(initial);
  return (
    <PostCard
      {...props}
      expanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        onExpandedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Components/PostCard",
  component: PostCard,
  args: {
    post: feedPosts[0]!,
    now: FEED_NOW,
    locale: "en-US",
    expanded: false,
    onExpandedChange: fn(),
  },
  decorators: [frame("max-w-sm p-6")],
  render: (args) => <ControlledPostCard {...args} />,
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("article", { name: "Post by Ada Sample" })).toBeVisible();
    await expect(canvas.getByText("@sample_ada")).toBeVisible();
    await expect(canvas.getByText("4 minutes ago")).toBeVisible();
    await expect(canvas.getByText("1.2K")).toBeVisible();
    const link = canvas.getByRole("link", { name: /View tweet/ });
    await expect(link).toHaveAttribute("href", "https://example.com/sample_ada/status/1001");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    // A short text is not clipped: no toggle.
    await expect(canvas.queryByRole("button", { name: "Show more" })).toBeNull();
  },
};

export const Playground: Story = {
  args: { sentiment: "positive", sample: true },
  argTypes: {
    sentiment: { control: "inline-radio", options: [undefined, "positive", "neutral", "negative"] },
  },
};

/** A text taller than 400 px: clipped with a fade and "Show more"; the parent's state opens it. */
export const LongClipped: Story = {
  args: { post: longPost },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole("button", { name: "Show more" }, { timeout: 10_000 });
    const text = canvasElement.querySelector('[data-slot="post-card-text"]') as HTMLElement;
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(canvasElement.querySelector('[data-slot="post-card-fade"]')).not.toBeNull();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(400);
    await expect(canvasElement.querySelector('[data-slot="post-card-fade"]')).toBeNull();
  },
};

/** The long post shown whole (its parent says so). */
export const LongExpanded: Story = {
  args: { post: longPost, expanded: true },
  play: async ({ canvasElement }) => {
    // The toggle shows once the card has measured its text (see FeedScreen's LongPost): waited for.
    await expect(
      await within(canvasElement).findByRole("button", { name: "Show less" }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Eight hashtags: three chips, then "+5 more". */
export const ManyHashtags: Story = {
  args: { post: manyHashtagsPost },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Hashtags" });
    await expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["#AI", "#MachineLearning", "#LLM", "+5 more"]);
  },
};

export const Positive: Story = { args: { sentiment: "positive" } };
export const Negative: Story = { args: { post: feedPosts[2]!, sentiment: "negative" } };
export const Neutral: Story = { args: { post: feedPosts[1]!, sentiment: "neutral" } };

/** Served by the embedded tweets emulator: labelled "Sample", and no "View tweet" to an invented x.com page. */
export const Sample: Story = {
  args: { sample: true, sentiment: "positive" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sample")).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /View tweet/ })).toBeNull();
    await expect(canvas.getByText("Sample post: not on X")).toBeVisible();
  },
};

/** Counts in the millions read compact ("1.9M"), the full figure for screen readers. */
export const LargeCounts: Story = {
  args: { post: feedPosts[9]! },
  play: async ({ canvasElement }) => {
    const likes = canvasElement.querySelector('[data-slot="post-card-likes"]') as HTMLElement;
    await expect(likes).toHaveTextContent("1.9M");
    await expect(likes).toHaveAttribute("title", "1,850,000 likes");
  },
};

export const Dark: Story = {
  args: { post: longPost, sentiment: "positive", sample: true },
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  args: { post: manyHashtagsPost, sentiment: "neutral", sample: true },
  tags: ["narrow"],
  globals: narrowViewport,
};
