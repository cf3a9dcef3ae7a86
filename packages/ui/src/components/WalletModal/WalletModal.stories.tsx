import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  backpackLoadable,
  burnerWallet,
  phantomInstalled,
  solflareNotDetected,
} from "../../fixtures/wallets";
import { screenOf as screen, WithOpener } from "../../lib/story-support";
import { WALLET_MODAL_FADE_MS, WalletModal } from "./WalletModal";

const meta = {
  title: "Wallet/WalletModal",
  component: WalletModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelectWallet: fn(),
    wallets: [solflareNotDetected, burnerWallet, phantomInstalled, backpackLoadable],
  },
  // Open state as the app keeps it, and a button that reopens the modal.
  render: (args) => (
    <WithOpener dialog={WalletModal} args={args} opener="Open wallet modal" openerVariant="outline" />
  ),
} satisfies Meta<typeof WalletModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Detected wallets first, tagged "Detected"; the rest under "More options". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole("dialog", {
      name: "Connect a wallet on Solana to continue",
    });
    const listed = within(dialog)
      .getAllByRole("button")
      .filter((b) => b.dataset.slot === "wallet-modal-wallet" && b.checkVisibility());
    await expect(listed.map((b) => b.textContent)).toEqual([
      "Burner wallet (local test wallet)Detected",
      "PhantomDetected",
    ]);
    const toggle = within(dialog).getByRole("button", { name: "More options" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(within(dialog).getByRole("button", { name: "Less options" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Solflare" })).toBeVisible());
    await userEvent.click(within(dialog).getByRole("button", { name: "Backpack" }));
    await expect(args.onSelectWallet).toHaveBeenCalledWith("Backpack");
  },
};

export const Playground: Story = {};

/** Only the local test wallet (the emulated chain, no extension). */
export const BurnerOnly: Story = { args: { wallets: [burnerWallet] } };

/** No wallet detected: the other title, and the options behind "Already have a wallet? View options". */
export const NoneDetected: Story = {
  args: { wallets: [solflareNotDetected, backpackLoadable] },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog", {
      name: "You'll need a wallet on Solana to continue",
    });
    await expect(within(dialog).queryByText("Detected")).toBeNull();
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Already have a wallet? View options" }),
    );
    // (Visible once the 150 ms fade-in is over.)
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Hide options" })).toBeVisible());
    await expect(within(dialog).getByRole("button", { name: "Solflare" })).toBeVisible();
  },
};

export const NoneDetectedExpanded: Story = {
  args: { wallets: [solflareNotDetected, backpackLoadable], defaultExpanded: true },
};

/** No wallet at all in this browser. */
export const NoWallets: Story = { args: { wallets: [], defaultExpanded: true } };

/** Escape closes the modal; focus goes back to where it was. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Open wallet modal" });
    await userEvent.click(opener);
    const dialog = await screen(canvasElement).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // It fades out (150 ms) before it is removed.
    await expect(dialog).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull(), {
      timeout: WALLET_MODAL_FADE_MS + 1000,
    });
    await expect(opener).toHaveFocus();
  },
};

/** Tab and Shift+Tab stay inside the modal; the page behind does not scroll. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await expect(getComputedStyle(canvasElement.ownerDocument.body).overflow).toBe("hidden");
  },
};

/** The close button and a press on the overlay close it. */
export const CloseButtonAndOverlay: Story = {
  play: async ({ canvasElement, args }) => {
    const body = screen(canvasElement);
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open wallet modal" }));
    await body.findByRole("dialog");
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.pointer({ keys: "[MouseLeft]", target: overlay as HTMLElement, coords: { x: 5, y: 5 } });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};
