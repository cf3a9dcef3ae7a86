import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { MODEL_DETAIL_NOW, modelComments } from "../../fixtures/model-detail";
import { frame, narrowViewport } from "../../lib/story-support";
import { ModelCommentList } from "./ModelCommentList";

/** The signed comments of a model: shortened address, Verified User, rating, text, likes and Report. */
const meta = {
  title: "Screens/ModelDetailScreen/ModelCommentList",
  component: ModelCommentList,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-2xl")],
  args: {
    comments: modelComments,
    canAct: true,
    onLike: fn(),
    onReport: fn(),
    now: MODEL_DETAIL_NOW,
    locale: "en-US",
  },
} satisfies Meta<typeof ModelCommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (root: HTMLElement) => within(root).getAllByRole("listitem");

/** With a wallet: like and report, each asked with the comment's id; a comment liked already can't be again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second] = items(canvasElement).map((item) => within(item));
    await expect(first!.getByText("Verified User")).toBeVisible();
    await expect(first!.getByText("3 hours ago")).toBeVisible();
    await expect(first!.getByText(/^5\/5/)).toBeVisible();
    const like = first!.getByRole("button", { name: /^Like \(\s*4\s+likes\)$/ });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith("c3");
    await userEvent.click(first!.getByRole("button", { name: "Report" }));
    await expect(args.onReport).toHaveBeenCalledWith("c3");
    const liked = second!.getByRole("button", { name: /^Like \(\s*1\s+like\)$/ });
    await expect(liked).toHaveAttribute("aria-pressed", "true");
    await expect(liked).toBeDisabled();
  },
};

export const Playground: Story = {};

/** No comment yet. */
export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No comments yet. Be the first to share your experience."),
    ).toBeVisible();
  },
};

/** Without a wallet: likes and reports are disabled and say why. */
export const NoWallet: Story = {
  args: { canAct: false },
  play: async ({ canvasElement }) => {
    const first = within(items(canvasElement)[0]!);
    const report = first.getByRole("button", { name: "Report" });
    await expect(report).toBeDisabled();
    await expect(report).toHaveAttribute("title", "Connect a wallet to report");
  },
};

/** A like being signed: that comment's buttons wait, the others don't. */
export const Pending: Story = {
  args: { pendingId: "c3" },
  play: async ({ canvasElement }) => {
    const [first, , third] = items(canvasElement).map((item) => within(item));
    await expect(first!.getByRole("button", { name: "Report" })).toBeDisabled();
    await expect(third!.getByRole("button", { name: "Report" })).toBeEnabled();
  },
};

/** An unverified signature: no badge; a long unbroken comment wraps. */
export const Unverified: Story = {
  args: {
    comments: [
      {
        ...modelComments[2]!,
        verified: false,
        content: `Long link: https://example.com/${"segment/".repeat(30)}`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Verified User")).toBeNull();
    const item = items(canvasElement)[0]!;
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: Unverified.args,
  play: Unverified.play,
};
