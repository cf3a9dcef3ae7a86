import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { burnerWalletButton, sampleAddress, walletButtonArgs } from "../../fixtures/wallets";
import { menuRoom, screenOf as screen } from "../../lib/story-support";
import { COPIED_MS, WalletButton } from "./WalletButton";

/** The wallet button in each of its five states, and its dropdown (Radix DropdownMenu). */
const meta = {
  title: "Wallet/WalletButton/Features",
  component: WalletButton,
  parameters: { layout: "centered" },
  args: walletButtonArgs,
  decorators: [menuRoom],
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoWallet: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Select Wallet" }));
    await expect(args.onSelectWallet).toHaveBeenCalledTimes(1);
  },
};

export const HasWallet: Story = {
  args: { state: "has-wallet", ...burnerWalletButton },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Connect" }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Connecting: Story = {
  args: { state: "connecting", ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Connecting ..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const Connected: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "9xQe..VFin" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(screen(canvasElement).queryByRole("menu")).toBeNull();
  },
};

export const Disconnecting: Story = {
  args: { state: "disconnecting", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "9xQe..VFin" })).toBeDisabled();
  },
};

/** The dropdown: Copy address, Change wallet, Disconnect. */
export const MenuOpen: Story = {
  args: { state: "connected", address: sampleAddress, defaultMenuOpen: true, ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const menu = await screen(canvasElement).findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Copy address",
      "Change wallet",
      "Disconnect",
    ]);
  },
};

/** "Copied" shows for 400 ms after copying; the dropdown stays open. */
export const CopyAddress: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement, args }) => {
    const canvas = screen(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "9xQe..VFin" }));
    await userEvent.click(canvas.getByRole("menuitem", { name: "Copy address" }));
    await expect(args.onCopyAddress).toHaveBeenCalledTimes(1);
    const copiedAt = performance.now();
    await expect(canvas.getByRole("menuitem", { name: "Copied" })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole("menuitem", { name: "Copy address" })).toBeVisible(), {
      timeout: 2000,
    });
    await expect(performance.now() - copiedAt).toBeGreaterThanOrEqual(COPIED_MS - 50);
  },
};

/** "Change wallet" and "Disconnect" call back and close the dropdown. */
export const MenuActions: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement, args }) => {
    const canvas = screen(canvasElement);
    const trigger = canvas.getByRole("button", { name: "9xQe..VFin" });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole("menuitem", { name: "Change wallet" }));
    await expect(args.onChangeWallet).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("menu")).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole("menuitem", { name: "Disconnect" }));
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("menu")).toBeNull();
  },
};

/** A press outside closes the dropdown; so does Escape, which gives focus back to the button. */
export const MenuClosesOutside: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const canvas = screen(canvasElement);
    const trigger = canvas.getByRole("button", { name: "9xQe..VFin" });
    await userEvent.click(trigger);
    await expect(canvas.getByRole("menu")).toBeVisible();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole("menu")).toBeNull();
    // Keyboard: ArrowDown opens on the first item, Escape closes back to the button.
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByRole("menuitem", { name: "Copy address" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("menuitem", { name: "Change wallet" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("menu")).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
