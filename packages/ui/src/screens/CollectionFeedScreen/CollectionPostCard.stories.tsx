import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { collectionDiscussions, collectionTweets, FEED_NOW, longPost } from "../../fixtures/posts";
import { frame, narrowViewport } from "../../lib/story-support";
import { CollectionPostCard } from "./CollectionFeedScreen";
import { collectionFeedPosts } from "./collection-feed-posts";

const [tweetPost, hubPost] = [
  collectionFeedPosts(collectionTweets.slice(0, 1), [], { tweets: true })[0]!,
  // A real hub's discussion: its page on the hub (a sample one links this site's page of its item).
  collectionFeedPosts([], collectionDiscussions.slice(0, 1))[0]!,
];
const [longTweetPost] = collectionFeedPosts([longPost], []);

/**
 * One post of a collection's feed: author and role, the time, the title (hub threads), the text, tags,
 * related links, counts ("n/a" where the source has none) and View Discussion.
 */
const meta = {
  title: "Screens/CollectionFeedScreen/CollectionPostCard",
  component: CollectionPostCard,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-2xl")],
  args: { post: tweetPost, now: FEED_NOW, locale: "en-US" },
} satisfies Meta<typeof CollectionPostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post on X (sample): its link found in the text, hashtags, counts, and no View Discussion (its x.com page would be invented). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole("article", { name: "Post on X by Pe Sample" });
    await expect(within(card).getByText("Post on X")).toBeVisible();
    await expect(within(card).getByRole("list", { name: "Tags" })).toHaveTextContent("#LLM#collections");
    await expect(within(card).getByRole("list", { name: "Related links" })).toHaveTextContent(
      "huggingface.co/collections/sample/small-chat-models",
    );
    await expect(card.querySelector('[data-slot="sample-label"]')).toBeVisible();
    await expect(canvas.queryByRole("link", { name: /View Discussion/ })).toBeNull();
    await expect(within(card).getByText("Sample post: not on X")).toBeVisible();
  },
};

export const Playground: Story = {};

/** A hub discussion: its title as heading, only a comment count ("n/a" for likes and shares). */
export const HubDiscussion: Story = {
  args: { post: hubPost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Chat template drops the system prompt" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="collection-post-likes"]')).toHaveTextContent("n/a");
    await expect(canvasElement.querySelector('[data-slot="collection-post-comments"]')).toHaveTextContent(
      "7",
    );
    await expect(canvas.getByRole("link", { name: /View Discussion/ })).toHaveAttribute("href", hubPost.url);
  },
};

/** A long post, not from an emulator: no sample label; the text wraps inside the card. */
export const LongContent: Story = {
  args: { post: longTweetPost! },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    await expect(card.querySelector('[data-slot="sample-label"]')).toBeNull();
    // A real post keeps its link.
    await expect(within(card).getByRole("link", { name: /View Discussion/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("article");
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(within(card).getByText("Sample post: not on X")).toBeVisible();
  },
};
