import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ModelVisualization } from "../../components/ModelVisualization";
import {
  MODEL_DETAIL_NOW,
  MODEL_DETAIL_WALLET,
  modelComments,
  modelDetail,
  modelDetailLong,
  modelDetailUnrated,
  modelHubDiscussions,
} from "../../fixtures/model-detail";
import { narrowViewport } from "../../lib/story-support";
import { ModelDetailScreen, type ModelDetailScreenProps } from "./ModelDetailScreen";

/** The screen with its tab kept here, as the app keeps it in the URL. */
function StatefulModelDetailScreen({ onTabChange, ...props }: ModelDetailScreenProps) {
  const [tab, setTab] = useState(props.tab);
  return (
    <ModelDetailScreen
      {...props}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        onTabChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Screens/ModelDetailScreen",
  component: ModelDetailScreen,
  render: (args) => <StatefulModelDetailScreen {...args} />,
  parameters: { layout: "fullscreen" },
  args: {
    status: "success",
    model: modelDetail,
    slug: "meta-llama--Llama-3.1-8B-Instruct",
    comments: modelComments,
    hubDiscussions: modelHubDiscussions,
    hubDiscussionsSample: true,
    hubDiscussionsHref: "/model/meta-llama/Llama-3.1-8B-Instruct/discussions",
    insightsHref: "/model/meta-llama/Llama-3.1-8B-Instruct",
    walletAddress: MODEL_DETAIL_WALLET,
    onConnectWallet: fn(),
    onPost: fn(),
    onLike: fn(),
    onReport: fn(),
    onRetry: fn(),
    onTabChange: fn(),
    onShare: fn(async () => "copied" as const),
    now: MODEL_DETAIL_NOW,
    locale: "en-US",
  },
} satisfies Meta<typeof ModelDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Llama-3.1-8B-Instruct" })).toBeVisible();
    await expect(canvas.getByText("Active")).toBeVisible();
    await expect(canvas.getByText("4.3")).toBeVisible();
    await expect(canvas.getByText("(12 ratings)")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Download Model/ })).toHaveAttribute(
      "href",
      "https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/tree/main",
    );
    await expect(canvas.getByRole("heading", { name: "Technical Details" })).toBeVisible();
    await expect(canvas.getByText("MMLU (5-shot)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Share" }));
    await expect(args.onShare).toHaveBeenCalled();
    await expect(await canvas.findByText("Link copied")).toBeVisible();
  },
};

export const WithDataDark: Story = { globals: { theme: "dark" } };

export const WithDataNarrow: Story = { tags: ["narrow"], globals: narrowViewport };

export const Loading: Story = {
  args: { status: "loading", model: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading...");
  },
};

export const NoRatings: Story = {
  args: { model: modelDetailUnrated, comments: [], hubDiscussions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No ratings yet")).toBeVisible();
    await expect(canvas.getByText("n/a users")).toBeVisible();
    await expect(canvas.getByText("n/a this week")).toBeVisible();
    await expect(canvas.queryByText("Active")).toBeNull();
    await expect(canvas.getByText("No evaluation results reported.")).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: "not-found", model: undefined, slug: "nobody--nothing" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: /Page not found/ })).toBeVisible();
    await expect(canvas.getByText("/models/nobody--nothing")).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", model: undefined, error: "Failed to fetch model details: 502 Bad Gateway" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Unable to Load Model" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { model: modelDetailLong } };

export const LongTextNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { model: modelDetailLong },
};

export const Discussion: Story = {
  args: { tab: "discussion" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByPlaceholderText("Share your experience with this model...");
    const post = canvas.getByRole("button", { name: "Post Comment" });
    await expect(post).toBeDisabled();
    await userEvent.type(box, "Good");
    await userEvent.click(canvas.getByRole("radio", { name: "4 stars" }));
    await userEvent.click(post);
    await expect(args.onPost).toHaveBeenCalledWith({ content: "Good", rating: 4 });
    const first = canvasElement.querySelector<HTMLElement>('[data-slot="model-comment"]');
    await expect(first).not.toBeNull();
    const comment = within(first as HTMLElement);
    await expect(comment.getByText("Verified User")).toHaveAttribute(
      "title",
      expect.stringContaining("Signature verified"),
    );
    await expect(canvas.getByText("From the Hugging Face Hub")).toBeVisible();
    await userEvent.click(comment.getByRole("button", { name: /Like \(\s*4\s*likes\)/ }));
    await expect(args.onLike).toHaveBeenCalledWith("c3");
  },
};

export const DiscussionNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { tab: "discussion" },
};

export const NoWallet: Story = {
  args: { tab: "discussion", walletAddress: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText("Share your experience with this model...")).toBeDisabled();
    await expect(canvas.getByText(/Connect a wallet to comment and rate/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Like \(\s*4\s*likes\)/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnectWallet).toHaveBeenCalled();
  },
};

export const Posting: Story = {
  args: { tab: "discussion", postStatus: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sign the message in your wallet to post…")).toBeVisible();
    await expect(canvas.getByPlaceholderText("Share your experience with this model...")).toBeDisabled();
  },
};

export const PostError: Story = {
  args: {
    tab: "discussion",
    postStatus: "error",
    postError: "You are posting too often. Please wait a minute and try again.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("You are posting too often");
  },
};

export const NoComments: Story = { args: { tab: "discussion", comments: [], hubDiscussions: [] } };

export const Community: Story = {
  args: { tab: "community" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Community Features" })).toBeVisible();
    await expect(canvas.getByText("4.3 from 12 signed ratings")).toBeVisible();
  },
};

export const WithVisualization: Story = {
  args: {
    visualization: (
      <div className="flex size-full items-center justify-center rounded-xl bg-zinc-100 text-sm text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        3D view slot
      </div>
    ),
  },
};

/**
 * The 3D view's square on a narrow screen takes the header's 12rem box (centred) and ends above the tabs
 * (it used to take the full width and lie over them). The icon stands in for WebGL, with the same box.
 */
export const WithVisualizationNarrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { visualization: <ModelVisualization task={modelDetail.task} name={modelDetail.id} fallback /> },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector('[data-slot="model-visualization"]') as HTMLElement;
    const tabs = within(canvasElement).getByRole("tablist", { name: "Model sections" });
    await expect(view.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(view.getBoundingClientRect().bottom).toBeLessThanOrEqual(tabs.getBoundingClientRect().top);
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const WithVisualizationNarrowDark: Story = {
  ...WithVisualizationNarrow,
  tags: ["narrow"],
  globals: { ...narrowViewport, theme: "dark" },
};
