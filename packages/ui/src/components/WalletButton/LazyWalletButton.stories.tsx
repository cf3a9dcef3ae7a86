import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { burnerWalletButton, sampleAddress, walletButtonArgs } from "../../fixtures/wallets";
import { menuRoom, screenOf as screen } from "../../lib/story-support";
import { LazyWalletButton } from "./LazyWalletButton";

/**
 * `WalletButton` as the app renders it: the connected state's dropdown (Radix) loads when a wallet
 * connects, not with the page; until then the same button stands in. Its looks are `WalletButton`'s.
 */
const meta = {
  title: "Wallet/WalletButton/LazyWalletButton",
  component: LazyWalletButton,
  parameters: { layout: "centered" },
  args: walletButtonArgs,
  decorators: [menuRoom],
} satisfies Meta<typeof LazyWalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `LazyWalletButton` (the app's): no menu code until a wallet connects; "Select Wallet" calls back. */
export const NoWallet: Story = {
  render: (args) => <LazyWalletButton {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Select Wallet" }));
    await expect(args.onSelectWallet).toHaveBeenCalledTimes(1);
  },
};

/** `LazyWalletButton` connected: the address opens the dropdown; "Disconnect" calls back and closes it. */
export const Connected: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  loaders: [() => LazyWalletButton.preload()],
  render: (args) => <LazyWalletButton {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = screen(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "9xQe..VFin" }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Disconnect" }));
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
  },
};
