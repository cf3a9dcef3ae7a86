import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sampleAddress } from "../../__mocks__/fixtures";
import { withMockWallet } from "../../__mocks__/MockWalletKit";
import { WalletButton } from "./WalletButton";

/**
 * The wallet button bound to a wallet session (a mock adapter in the decorator stands in for
 * wallet-adapter): the whole cycle, select → connect → dropdown → disconnect.
 */
const meta = {
  title: "Wallet/WalletButton",
  component: WalletButton,
  decorators: [withMockWallet()],
  parameters: { layout: "centered" },
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing loaded yet: "Select Wallet". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Select Wallet" })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Select Wallet → the modal → the test wallet → Connecting ... → the address → Disconnect → Select Wallet. */
export const ConnectAndDisconnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Select Wallet" }));
    const dialog = await screen(canvasElement).findByRole("dialog", {
      name: "Connect a wallet on Solana to continue",
    });
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Burner wallet \(local test wallet\)/ }),
    );
    await expect(await canvas.findByRole("button", { name: "Connecting ..." })).toBeDisabled();
    const trigger = await canvas.findByRole("button", { name: "9xQe..VFin" });
    await expect(trigger).toHaveAttribute("title", sampleAddress);
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole("menuitem", { name: "Disconnect" }));
    await expect(await canvas.findByRole("button", { name: "Select Wallet" })).toBeEnabled();
  },
};

/** A wallet that refuses: the selection is cleared and the button is back to "Select Wallet". */
export const FailedConnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Select Wallet" }));
    const dialog = await screen(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "More options" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Solflare" }));
    await canvas.findByRole("button", { name: "Connecting ..." });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Select Wallet" })).toBeEnabled());
  },
};
