import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { burnerWallet, phantomInstalled } from "../../fixtures/wallets";
import { LazyWalletModal } from "./LazyWalletModal";

/**
 * The wallet modal whose code loads on its first opening: nothing before, then the modal (a scrim and a
 * spinner while its chunk loads). Its own states are the modal's; these check the deferred loading and
 * that the props reach it.
 */
const meta = {
  title: "Wallet/WalletModal/LazyWalletModal",
  component: LazyWalletModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelectWallet: fn(),
    wallets: [burnerWallet, phantomInstalled],
  },
} satisfies Meta<typeof LazyWalletModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Never opened: no dialog and no scrim. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(canvasElement.ownerDocument.querySelector('[data-slot="dialog-loading"]')).toBeNull();
  },
};

/** Open: the modal arrives; picking a wallet calls back with its name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await body(canvasElement).findByRole(
        "dialog",
        { name: "Connect a wallet on Solana to continue" },
        { timeout: 10_000 },
      ),
    );
    await userEvent.click(dialog.getByRole("button", { name: /Phantom/ }));
    await expect(args.onSelectWallet).toHaveBeenCalledWith(phantomInstalled.name);
  },
};

export const Playground: Story = {};
