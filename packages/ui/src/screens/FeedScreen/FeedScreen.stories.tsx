import { sentimentOf, TWEETS_UNREACHABLE_ADVICE, TWEETS_UNREACHABLE_CAUSES } from "@hiber/hub-sdk";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  FEED_NOW,
  feedCategoryChips,
  feedFirstPage,
  feedPosts,
  longPost,
  manyHashtagsPost,
} from "../../fixtures/posts";
import { narrowViewport } from "../../lib/story-support";
import { FeedScreen, type FeedScreenProps } from "./FeedScreen";

/** A first load that could not reach the search (spec §8's network failure, with hub-sdk's causes). */
const networkFailure = {
  status: "error",
  posts: [],
  error: "Unable to connect to the Twitter API",
  errorCauses: TWEETS_UNREACHABLE_CAUSES,
  errorAdvice: TWEETS_UNREACHABLE_ADVICE,
} satisfies Partial<FeedScreenProps>;

/** The screen with its expand and sentiment state kept here, as the app keeps them. */
function StatefulFeedScreen({ onExpandedChange, onSentimentChange, ...props }: FeedScreenProps) {
  const [expandedIds, setExpandedIds] = useState(props.expandedIds ?? []);
  const [sentiment, setSentiment] = useState(props.sentiment);
  return (
    <FeedScreen
      {...props}
      expandedIds={expandedIds}
      onExpandedChange={(id, expanded) => {
        setExpandedIds((ids) => (expanded ? [...ids, id] : ids.filter((other) => other !== id)));
        onExpandedChange?.(id, expanded);
      }}
      sentiment={sentiment}
      onSentimentChange={(next) => {
        setSentiment(next);
        onSentimentChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/FeedScreen",
  component: FeedScreen,
  args: {
    status: "success",
    posts: feedFirstPage,
    categories: feedCategoryChips,
    onCategoryChange: fn(),
    onExpandedChange: fn(),
    hasNextPage: true,
    isFetchingNextPage: false,
    onLoadMore: fn(),
    onRefresh: fn(),
    onRetry: fn(),
    source: "primary",
    onSourceChange: fn(),
    sentimentOf,
    onSentimentChange: fn(),
    now: FEED_NOW,
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
  render: (args) => <StatefulFeedScreen {...args} />,
} satisfies Meta<typeof FeedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: "loading", posts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Hiber Feed." })).toBeVisible();
    await expect(canvas.getByText("The latest updates from the AI community.")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading posts");
    await expect(canvasElement.querySelectorAll('[data-slot="post-card-skeleton"]')).toHaveLength(8);
    await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { posts: [], hasNextPage: false, category: "Jobs" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { name: "No items found. Try a different category." }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Refresh" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** A network failure on a first load: the causes, Try Again, and both sources (primary in use). */
// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "screens-feedscreen--error" is API
export const Error: Story = {
  args: networkFailure,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(
      within(alert).getByRole("heading", { name: "Unable to connect to the Twitter API" }),
    ).toBeVisible();
    await expect(within(alert).getByText(TWEETS_UNREACHABLE_CAUSES[0] as string)).toBeVisible();
    await expect(within(alert).getByText("Primary API")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try Primary API" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try Backup API" }));
    await expect(args.onSourceChange).toHaveBeenCalledWith("backup");
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The backup failed too: it is the source in use. */
export const ErrorOnBackup: Story = {
  args: {
    status: "error",
    posts: [],
    error: "HTTP error! status: 500, details: Internal Server Error",
    source: "backup",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Try Backup API" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByText("Backup API")).toBeVisible();
  },
};

/** "View More" failed: the loaded posts stay, the error sits under them. */
export const PagingError: Story = {
  args: { status: "error", error: "Rate limit exceeded. Please try again later." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="post-card"]')).toHaveLength(8);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Rate limit exceeded. Please try again later.");
    await expect(canvas.queryByRole("button", { name: "View More" })).toBeNull();
  },
};

export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Posts" })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="post-card"]')).toHaveLength(8);
    await expect(canvasElement.querySelectorAll('[data-slot="masonry-spacer"]')).toHaveLength(2);
    await expect(canvas.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Models" }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith("Models");
    await userEvent.click(canvas.getByRole("button", { name: "View More" }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    // The summary: the split of the eight posts and the lazily loaded chart.
    const positive = canvas.getByRole("button", { name: /Positive/ });
    await expect(positive).toHaveTextContent("Positive3");
    await expect(canvas.getByRole("button", { name: /Negative/ })).toHaveTextContent("Negative2");
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: /^Posts per day, Nov 24 to Nov 25/ })).toBeVisible(),
    );
  },
};

export const WithDataDark: Story = { globals: { theme: "dark" } };

/** A category picked from the URL. */
export const Category: Story = { args: { category: "Research", posts: feedPosts.slice(6, 9) } };

/** The next page is loading: "Loading..." and the button is busy. */
export const LoadingMore: Story = {
  args: { isFetchingNextPage: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Loading..." });
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** The last page: no "View More". */
export const LastPage: Story = {
  args: { posts: feedPosts, hasNextPage: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "View More" })).toBeNull();
  },
};

/** A long post clipped, expanded by its toggle; the others keep their own state. */
export const LongPost: Story = {
  args: { posts: [longPost, manyHashtagsPost, ...feedFirstPage.slice(0, 4)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The toggle shows once the card has measured its text (a layout effect, then a ResizeObserver as fonts
    // and the layout settle): waited for.
    await userEvent.click(await canvas.findByRole("button", { name: "Show more" }, { timeout: 10_000 }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith("2001", true);
    await expect(canvas.getByRole("button", { name: "Show less" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith("2001", false);
    await expect(canvas.getByRole("button", { name: "Show more" })).toHaveFocus();
    await expect(canvas.getByText("+5 more")).toBeVisible();
    // Whether the focused button draws its ring depends on the input of the story shown before it in the same
    // page (:focus-visible): the visual test's shot is taken without the focus.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The long post already expanded (from the parent's state). */
export const LongPostExpanded: Story = {
  args: { posts: [longPost, ...feedFirstPage.slice(0, 3)], expandedIds: ["2001"] },
};

/** Filtered by a sentiment of the summary (`?sentiment=negative`); pressing it again shows all. */
export const SentimentFiltered: Story = {
  args: { sentiment: "negative" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="post-card"]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: /Negative/ }));
    await expect(args.onSentimentChange).toHaveBeenCalledWith(undefined);
    await expect(canvasElement.querySelectorAll('[data-slot="post-card"]')).toHaveLength(8);
  },
};

/** Served by the embedded tweets emulator: the notice and "Sample" on every card. */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Sample posts: made up by the embedded tweets emulator/),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="sample-label"]')).toHaveLength(8);
  },
};

export const SampleDark: Story = { args: { sample: true }, globals: { theme: "dark" } };

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { sample: true, posts: [longPost, ...feedFirstPage.slice(0, 3)] },
};

export const ErrorNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: networkFailure,
};
