import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { MODEL_DETAIL_WALLET } from "../../fixtures/model-detail";
import { frame, narrowViewport } from "../../lib/story-support";
import { ModelCommentBox } from "./ModelCommentBox";
import type { ModelActionStatus, ModelCommentDraft } from "./types";

/**
 * The model page's comment box: text, a 1–5 rating and Post Comment, signed with the connected wallet;
 * without a wallet it is disabled, says why and offers to connect one.
 */
const meta = {
  title: "Screens/ModelDetailScreen/ModelCommentBox",
  component: ModelCommentBox,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-2xl")],
  args: { walletAddress: MODEL_DETAIL_WALLET, onPost: fn(), onConnectWallet: fn(), postStatus: "idle" },
  argTypes: { postStatus: { control: "inline-radio", options: ["idle", "pending", "error", "success"] } },
} satisfies Meta<typeof ModelCommentBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected: type, rate with the keyboard (arrow keys move the stars), post; the draft is trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const post = canvas.getByRole("button", { name: "Post Comment" });
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "Your comment" }), "  Fast and accurate.  ");
    await expect(canvas.getByText("22/2000")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "3 stars" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userEvent.click(post);
    await expect(args.onPost).toHaveBeenCalledWith({ content: "Fast and accurate.", rating: 4 });
  },
};

export const Playground: Story = {};

/** No wallet: everything disabled, the reason, and Connect Wallet. */
export const NoWallet: Story = {
  args: { walletAddress: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Your comment" });
    await expect(text).toBeDisabled();
    await expect(text).toHaveAccessibleDescription(/Connect a wallet to comment and rate/);
    await expect(canvas.getByRole("radio", { name: "5 stars" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnectWallet).toHaveBeenCalledTimes(1);
  },
};

/** Too long: the counter turns red, the text is invalid and Post stays disabled. */
export const TooLong: Story = {
  args: { maxLength: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Your comment" });
    await userEvent.type(text, "This comment is longer than twenty.");
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("35/20")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Post Comment" })).toBeDisabled();
  },
};

/** Posting: the wallet is asked to sign; the box is locked meanwhile. */
export const Pending: Story = {
  args: { postStatus: "pending" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Sign the message in your wallet to post…");
    await expect(canvas.getByRole("textbox", { name: "Your comment" })).toBeDisabled();
  },
};

/** The post failed: the reason as an alert. */
export const ErrorState: Story = {
  args: { postStatus: "error", postError: "The wallet declined to sign the comment." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The wallet declined to sign the comment.",
    );
  },
};

/** The post failed without a reason: the default text. */
export const ErrorWithoutReason: Story = {
  args: { postStatus: "error" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Your comment could not be posted. Please try again.",
    );
  },
};

/** Posted: the box empties for the next comment (wired as the app wires it). */
export const ClearsAfterPost: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<ModelActionStatus>("idle");
    return (
      <ModelCommentBox
        {...args}
        postStatus={status}
        onPost={(draft: ModelCommentDraft) => {
          args.onPost?.(draft);
          setStatus("success");
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole("textbox", { name: "Your comment" });
    await userEvent.type(text, "No rating this time.");
    await userEvent.click(canvas.getByRole("button", { name: "Post Comment" }));
    await expect(args.onPost).toHaveBeenCalledWith({ content: "No rating this time." });
    await expect(text).toHaveValue("");
    await expect(canvas.getByText("0/2000")).toBeVisible();
  },
};

/** On a phone the notice stacks over a full-height Connect Wallet button. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { walletAddress: undefined },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Connect Wallet" });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
