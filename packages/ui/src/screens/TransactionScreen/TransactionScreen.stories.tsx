import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { airdropTransaction, failedTransaction, transferTransaction } from "./fixtures";
import { TransactionScreen } from "./TransactionScreen";

const meta = {
  title: "Screens/TransactionScreen",
  component: TransactionScreen,
  args: {
    status: "success",
    signature: transferTransaction.signature,
    transaction: transferTransaction,
    networkLabel: "Local Solana (emulated)",
    locale: "en-US",
    timeZone: "UTC",
    onRetry: fn(),
  },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "success", "not-found", "error"] },
  },
} satisfies Meta<typeof TransactionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 0.5 SOL transfer: result, slot, fee, each account's balance change, and the program log. */
export const Transfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Transaction" })).toBeVisible();
    await expect(canvas.getByText(transferTransaction.signature)).toBeVisible();
    await expect(canvas.getByText("Success")).toBeVisible();
    await expect(canvas.getByText("0.000005 SOL (5,000 lamports)")).toBeVisible();
    await expect(canvas.getByText("Nov 21, 2026, 4:27:36 PM")).toBeVisible();
    const changes = [...canvasElement.querySelectorAll('[data-slot="transaction-screen-change"]')].map(
      (cell) => cell.textContent,
    );
    await expect(changes).toEqual(["-0.500005 SOL", "+0.5 SOL", "0 SOL"]);
    await expect(canvas.getByText(/Program 11111111111111111111111111111111 success/)).toBeVisible();
  },
};

export const Airdrop: Story = {
  args: { signature: airdropTransaction.signature, transaction: airdropTransaction },
};

/** A transaction that landed with an error (and paid its fee). */
export const Failed: Story = {
  args: { signature: failedTransaction.signature, transaction: failedTransaction },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed")).toBeVisible();
    await expect(canvas.getByText('{"InstructionError":[0,{"Custom":1}]}')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", transaction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading transaction");
  },
};

/** A malformed signature: said plainly, not the RPC's "Invalid param: Invalid". */
export const InvalidSignature: Story = {
  args: { status: "invalid", signature: "not-a-signature", transaction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Not a transaction signature" })).toBeVisible();
    await expect(canvas.queryByText(/Invalid param/)).toBeNull();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const NotFound: Story = {
  args: { status: "not-found", transaction: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Transaction not found" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Look again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: {
    status: "error",
    transaction: undefined,
    error: "Failed to connect to Solana network. Please try again later.",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Unable to Load Transaction");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 375 px: the signature wraps; the accounts table scrolls sideways inside its card. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Success")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
