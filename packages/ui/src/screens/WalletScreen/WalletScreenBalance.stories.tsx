import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { WalletScreenBalance } from "./WalletScreenBalance";

const meta = {
  title: "Screens/WalletScreen/WalletScreenBalance",
  component: WalletScreenBalance,
  parameters: { layout: "padded" },
  args: {
    balance: { status: "success", lamports: 1_499_995_000n, usdc: 12_500_000n },
    onRetry: fn(),
    locale: "en-US",
  },
} satisfies Meta<typeof WalletScreenBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SOL with 4 decimals, USDC with 2 to 6 (the shared money formatters). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1.5000 SOL")).toBeVisible();
    await expect(canvas.getByText("12.50 USDC")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { balance: { status: "loading" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading balance");
  },
};

export const WithoutUsdc: Story = {
  args: { balance: { status: "success", lamports: 0n, usdc: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("0.0000 SOL")).toBeVisible();
    await expect(canvas.queryByText("USDC")).toBeNull();
  },
};

export const Failed: Story = {
  args: { balance: { status: "error", message: "Failed to load the balance: 429 Too Many Requests" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Failed to load the balance");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
