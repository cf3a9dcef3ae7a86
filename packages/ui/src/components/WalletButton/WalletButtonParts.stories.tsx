import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { burnerWalletButton, sampleAddress, walletButtonArgs } from "../../fixtures/wallets";
import { standInTriggerProps } from "../../lib/deferred-component";
import { WalletButtonFrame, type WalletButtonProps, walletTriggerButton } from "./WalletButtonParts";

/**
 * The wallet button's parts as `LazyWalletButton` puts them together before the menu's code is in: the
 * frame (`data-state`) and its own button in each state. With `requestMenu`, the connected button is
 * the menu's stand-in trigger and asks for the menu when pressed or focused.
 */
function WalletButtonParts({
  requestMenu,
  ...props
}: WalletButtonProps & { requestMenu?: (open?: boolean) => void }) {
  return (
    <WalletButtonFrame state={props.state}>
      {walletTriggerButton(
        props,
        requestMenu ? { "data-state": "closed", ...standInTriggerProps(requestMenu) } : undefined,
      )}
    </WalletButtonFrame>
  );
}

const meta = {
  title: "Wallet/WalletButton/WalletButtonParts",
  component: WalletButtonParts,
  parameters: { layout: "centered" },
  args: walletButtonArgs,
} satisfies Meta<typeof WalletButtonParts>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonOf = (root: HTMLElement) => within(root).getByRole("button");
const frameOf = (root: HTMLElement) => root.querySelector('[data-slot="wallet-button"]');

/** No wallet selected: "Select Wallet" with the wallet glyph; Enter asks for the wallet modal. */
export const NoWallet: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Select Wallet" });
    await expect(frameOf(canvasElement)).toHaveAttribute("data-state", "no-wallet");
    await expect(button).toHaveAttribute("data-variant", "primary");
    await expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(button.querySelector("img")).toBeNull();
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelectWallet).toHaveBeenCalledTimes(1);
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

/** A wallet selected: "Connect" with its icon; Space connects it. */
export const HasWallet: Story = {
  args: { state: "has-wallet", ...burnerWalletButton },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Connect" });
    await expect(frameOf(canvasElement)).toHaveAttribute("data-state", "has-wallet");
    await expect(button.querySelector("img")).toHaveAttribute("src", burnerWalletButton.walletIcon);
    button.focus();
    await userEvent.keyboard(" ");
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
    await expect(args.onSelectWallet).not.toHaveBeenCalled();
  },
};

/** A wallet without an icon: "Connect" alone. */
export const HasWalletWithoutIcon: Story = {
  args: { state: "has-wallet", walletName: burnerWalletButton.walletName, walletIcon: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Connect" });
    await expect(button.querySelector("img")).toBeNull();
  },
};

/** Connecting: "Connecting ...", busy and disabled, a spinner instead of the icon. */
export const Connecting: Story = {
  args: { state: "connecting", ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Connecting ..." });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button.querySelector("img")).toBeNull();
  },
};

/** Connected: the address shortened to 4 + 4 (the whole one as its title), the wallet's icon, outlined. */
export const Connected: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "9xQe..VFin" });
    await expect(frameOf(canvasElement)).toHaveAttribute("data-state", "connected");
    await expect(button).toHaveAttribute("title", sampleAddress);
    await expect(button).toHaveAttribute("data-variant", "outline");
    await expect(button.querySelector("img")).not.toBeNull();
    // Alone (no menu), pressing it asks for nothing.
    await userEvent.click(button);
    await expect(args.onSelectWallet).not.toHaveBeenCalled();
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

/** Disconnecting: the address, busy and disabled. */
export const Disconnecting: Story = {
  args: { state: "disconnecting", address: sampleAddress, ...burnerWalletButton },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "9xQe..VFin" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).not.toHaveAttribute("title");
  },
};

/**
 * The stand-in for the menu's trigger (before the menu's code is in): a closed menu button that asks for
 * the menu on focus, and to open it on ArrowDown, Enter or a press.
 */
export const MenuStandIn: Story = {
  args: { state: "connected", address: sampleAddress, ...burnerWalletButton, requestMenu: fn() },
  play: async ({ canvasElement, args }) => {
    const button = buttonOf(canvasElement);
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("data-state", "closed");
    button.focus();
    await expect(args.requestMenu).toHaveBeenLastCalledWith();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.requestMenu).toHaveBeenLastCalledWith(true);
  },
};

/** The button's own props: a smaller size and a class of the page's. */
export const ButtonProps: Story = {
  args: { buttonProps: { size: "sm", className: "min-w-40" } },
  play: async ({ canvasElement }) => {
    const button = buttonOf(canvasElement);
    await expect(button).toHaveAttribute("data-size", "sm");
    await expect(button).toHaveClass("min-w-40");
  },
};
