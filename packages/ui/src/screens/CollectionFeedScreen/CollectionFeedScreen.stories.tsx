import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { collectionDiscussions, collectionTweets, FEED_NOW } from "../../fixtures/posts";
import { narrowViewport } from "../../lib/story-support";
import { CollectionFeedScreen } from "./CollectionFeedScreen";

const meta = {
  title: "Screens/CollectionFeedScreen",
  component: CollectionFeedScreen,
  args: {
    status: "success",
    collectionTitle: "Small chat models",
    tweets: collectionTweets,
    discussions: collectionDiscussions,
    onRetry: fn(),
    now: FEED_NOW,
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "not-found", "success"] } },
} satisfies Meta<typeof CollectionFeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Collection Feed" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the collection feed");
    await expect(canvasElement.querySelectorAll('[data-slot="post-card-skeleton"]')).toHaveLength(3);
  },
};

export const NotFound: Story = {
  args: { status: "not-found" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Collection not found" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/store");
    await expect(canvas.queryByText("Small chat models")).toBeNull();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "screens-collectionfeedscreen--error" is API
export const Error: Story = {
  args: { status: "error", error: "Rate limit exceeded. Please try again later." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Rate limit exceeded. Please try again later.");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { tweets: [], discussions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No posts yet" })).toBeVisible();
  },
};

/** Posts on X and hub discussions, newest first, in the spec's post layout. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const posts = [...canvasElement.querySelectorAll('[data-slot="collection-post"]')];
    await expect(posts).toHaveLength(6);
    await expect(
      posts.map((post) => post.querySelector('[data-slot="collection-post-role"]')?.textContent),
    ).toEqual(["Post on X", "Post on X", "Post on X", "Hub discussion", "Post on X", "Hub discussion"]);
    const discussion = canvas.getByRole("article", { name: "Chat template drops the system prompt" });
    await expect(within(discussion).getAllByText("n/a")).toHaveLength(2);
    await expect(
      within(discussion).getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" }),
    ).toHaveAttribute("href", "/model/meta-llama/Llama-3.1-8B-Instruct");
    const view = within(discussion).getByRole("link", { name: /View Discussion/ });
    await expect(view).toHaveAttribute("target", "_blank");
    const tweet = canvas.getByRole("article", { name: "Post on X by Pe Sample" });
    await expect(
      within(tweet).getByRole("link", { name: "huggingface.co/collections/sample/small-chat-models" }),
    ).toBeVisible();
  },
};

/** Both sources are the embedded emulators': the notice and "Sample" on every post. */
export const Sample: Story = {
  args: { sample: { tweets: true, discussions: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Sample data: the posts and discussions below/),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="sample-label"]')).toHaveLength(6);
  },
};

export const Dark: Story = {
  args: { sample: { tweets: true, discussions: true } },
  globals: { theme: "dark" },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { sample: { tweets: true, discussions: true } },
};
