import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { paymentConfig } from "../../fixtures/playground";
import { frame } from "../../lib/story-support";
import { PaymentConfigCard } from "./PaymentConfigCard";

const meta = {
  title: "Components/PaymentConfigCard",
  component: PaymentConfigCard,
  parameters: { layout: "padded" },
  args: { config: paymentConfig, onOpenChange: fn() },
  decorators: [frame("max-w-md")],
} satisfies Meta<typeof PaymentConfigCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Show Configuration" });
    await expect(canvas.getByText("Recipient")).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText("Recipient")).toBeVisible();
    await expect(canvas.getByText("$0.10 USDC")).toBeVisible();
    await expect(canvas.getByText("Solana Devnet")).toBeVisible();
    await expect(canvas.getByText("exact · USDC")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hide Configuration" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: "dark" } };

/** The app's one network name (`/api/config`) wins over the name derived from the CAIP-2 id. */
export const LocalChain: Story = {
  args: { defaultOpen: true, config: { ...paymentConfig, networkName: "Local Solana (emulated)" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Local Solana (emulated)")).toBeVisible();
    await expect(canvas.queryByText("Solana Devnet")).toBeNull();
  },
};
