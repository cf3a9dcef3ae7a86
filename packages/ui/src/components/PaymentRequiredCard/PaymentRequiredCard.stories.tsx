import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { paymentDetails } from "../../fixtures/playground";
import { frame } from "../../lib/story-support";
import { PaymentRequiredCard } from "./PaymentRequiredCard";

const meta = {
  title: "Components/PaymentRequiredCard",
  component: PaymentRequiredCard,
  parameters: { layout: "padded" },
  args: {
    status: "ready",
    details: paymentDetails,
    onConnectWallet: fn(),
    onPay: fn(),
    onGetFunds: fn(),
    onAdjustCap: fn(),
    onDismiss: fn(),
  },
  argTypes: {
    status: {
      control: "inline-radio",
      options: ["wallet-required", "ready", "paying", "insufficient-funds", "over-cap", "failed"],
    },
  },
  decorators: [frame("max-w-xl")],
} satisfies Meta<typeof PaymentRequiredCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Payment Required" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Pay 0.10 USDC" }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const WalletRequired: Story = {
  args: { status: "wallet-required" },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
  },
};

export const WalletRequiredDark: Story = { ...WalletRequired, globals: { theme: "dark" } };

export const Paying: Story = {
  args: { status: "paying" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const InsufficientFunds: Story = {
  args: { status: "insufficient-funds", balance: "0" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Insufficient USDC balance. You have 0.00 USDC, need 0.10 USDC.",
    );
  },
};

export const OverSpendCap: Story = {
  args: { status: "over-cap", spent: 0.95, cap: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "spending to 1.05 USDC, over your spend cap of 1.00 USDC",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Raise Spend Cap" }));
    await expect(args.onAdjustCap).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: { status: "failed", message: "Failed to create payment transaction (invalid recipient address)." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Failed to create payment transaction (invalid recipient address).",
    );
  },
};

export const FailedDark: Story = { ...Failed, globals: { theme: "dark" } };
