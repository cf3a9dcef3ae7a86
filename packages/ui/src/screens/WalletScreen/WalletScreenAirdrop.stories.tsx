import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { frame } from "../../lib/story-support";
import { WalletScreenAirdrop } from "./WalletScreenAirdrop";

const meta = {
  title: "Screens/WalletScreen/WalletScreenAirdrop",
  component: WalletScreenAirdrop,
  parameters: { layout: "padded" },
  args: { airdrop: { status: "idle" }, onAirdrop: fn(), networkLabel: "Local Solana (emulated)" },
  decorators: [frame("max-w-md")],
} satisfies Meta<typeof WalletScreenAirdrop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real cluster: the SOL airdrop only. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Get 1 test SOL on Local Solana \(emulated\)/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Get Test USDC" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Request 1 SOL Airdrop" }));
    await expect(args.onAirdrop).toHaveBeenCalledOnce();
  },
};

/** The local chain: "Get Test USDC" next to the airdrop. */
export const WithFaucet: Story = {
  args: { onGetUsdc: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/and 1 test USDC to pay for prompts/)).toBeVisible();
    canvas.getByRole("button", { name: "Get Test USDC" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onGetUsdc).toHaveBeenCalledOnce();
  },
};

export const Processing: Story = {
  args: { airdrop: { status: "processing" }, onGetUsdc: fn(), faucet: { status: "processing" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Requesting airdrop..." })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Getting test USDC..." })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { airdrop: { status: "success" }, onGetUsdc: fn(), faucet: { status: "success" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Airdrop successful! 1 SOL added to your wallet.")).toBeVisible();
    await expect(canvas.getByText("1 test USDC added to your wallet.")).toBeVisible();
  },
};

/** Failures in plain words; the raw error only behind "Details". */
export const Failure: Story = {
  args: {
    airdrop: { status: "error", detail: "TypeError: Failed to fetch" },
    onGetUsdc: fn(),
    faucet: { status: "error", detail: "faucet: mint authority missing" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [airdrop, faucet] = canvas.getAllByRole("alert");
    await expect(airdrop).toHaveTextContent(/^Airdrop failed. Please try again later./);
    await expect(faucet).toHaveTextContent(/^The test USDC faucet failed. Please try again./);
    await expect(canvas.getByText("TypeError: Failed to fetch")).not.toBeVisible();
    await userEvent.click(within(airdrop as HTMLElement).getByText("Details"));
    await expect(canvas.getByText("TypeError: Failed to fetch")).toBeVisible();
  },
};

/** Without a handler (no connection yet) the airdrop button is disabled. */
export const Disabled: Story = {
  args: { onAirdrop: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Request 1 SOL Airdrop" })).toBeDisabled();
  },
};

export const Dark: Story = { args: { onGetUsdc: fn() }, globals: { theme: "dark" } };
