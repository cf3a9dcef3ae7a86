import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { burnerWallet, sampleAddress } from "../../fixtures/wallets";
import { LazyWalletButton } from "./LazyWalletButton";

/** `WalletButton` with its connected-state dropdown loaded when a wallet connects (the app's navbar). */
const meta = {
  title: "Wallet/WalletButton/Lazy",
  component: LazyWalletButton,
  parameters: { layout: "centered" },
  args: {
    state: "no-wallet",
    onSelectWallet: fn(),
    onConnect: fn(),
    onCopyAddress: fn(),
    onChangeWallet: fn(),
    onDisconnect: fn(),
  },
  // Room below for the dropdown.
  render: (args) => (
    <div className="flex h-72 items-start justify-end p-6">
      <LazyWalletButton {...args} />
    </div>
  ),
} satisfies Meta<typeof LazyWalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const wallet = { walletName: burnerWallet.name, walletIcon: burnerWallet.icon };
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** No menu in this state: "Select Wallet" calls back. */
export const NoWallet: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Select Wallet" }));
    await expect(args.onSelectWallet).toHaveBeenCalledTimes(1);
  },
};

/** Connected: the address opens the dropdown; "Disconnect" calls back and closes it. */
export const Connected: Story = {
  args: { state: "connected", address: sampleAddress, ...wallet },
  loaders: [() => LazyWalletButton.preload()],
  play: async ({ canvasElement, args }) => {
    const canvas = screen(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "9xQe..VFin" }));
    await userEvent.click(await canvas.findByRole("menuitem", { name: "Disconnect" }));
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
  },
};
