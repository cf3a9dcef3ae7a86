import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { frame } from "../../lib/story-support";
import { WalletScreenSend } from "./WalletScreenSend";

const recipient = "7yWZmhJab7MWvuM5vgRbDhHGyzRz2mGoi1bjc8VcCUBM";
const signature = "3PEKwQGxpmQeFcqpxbdsrMf2thQCXQF25ig2TCLvfC16J7TU2S1yQwzvgJziU88ZJWV9nDJq75HMMBhudkT7Ath4";

const meta = {
  title: "Screens/WalletScreen/WalletScreenSend",
  component: WalletScreenSend,
  parameters: { layout: "padded" },
  args: { send: { status: "idle" }, onSend: fn() },
  decorators: [frame("max-w-md")],
} satisfies Meta<typeof WalletScreenSend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Recipient Address"), recipient);
    await userEvent.type(canvas.getByLabelText("Amount (SOL)"), "0.25");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith(recipient, 0.25);
  },
};

export const Processing: Story = {
  args: { send: { status: "processing" }, defaultRecipient: recipient, defaultAmount: "0.25" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { send: { status: "success", signature, explorerHref: `/explorer/tx/${signature}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Transaction successful!")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "View transaction" })).toBeVisible();
  },
};

/** A failure reads in plain words; the chain's text is behind "Details". */
export const Failed: Story = {
  args: {
    defaultRecipient: recipient,
    defaultAmount: "50",
    send: {
      status: "error",
      message:
        "The transaction expired before it was confirmed (its recent blockhash is too old). Please try again.",
      detail: "TransactionExpiredBlockheightExceededError: Signature 5Xa has expired: block height exceeded.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(/^The transaction expired/);
    await expect(canvas.getByText(/block height exceeded/)).not.toBeVisible();
    await userEvent.click(canvas.getByText("Details"));
    await expect(canvas.getByText(/block height exceeded/)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultRecipient: "not-an-address", defaultAmount: "1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Invalid Solana wallet address")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

export const Dark: Story = { ...Failed, globals: { theme: "dark" } };
