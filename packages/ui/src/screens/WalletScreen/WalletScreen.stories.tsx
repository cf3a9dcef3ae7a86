import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { shortenAddress } from "../../lib/address";
import { narrowViewport } from "../../lib/story-support";
import { WalletScreen } from "./WalletScreen";
import { isValidRecipient } from "./WalletScreenSend";

/** Addresses and a signature recorded on the local chain. */
const address = "G3FyoekS593WMGTPeZeRi1YDGiH4ypZuiifPh7USjccG";
const recipient = "7yWZmhJab7MWvuM5vgRbDhHGyzRz2mGoi1bjc8VcCUBM";
const signature = "3PEKwQGxpmQeFcqpxbdsrMf2thQCXQF25ig2TCLvfC16J7TU2S1yQwzvgJziU88ZJWV9nDJq75HMMBhudkT7Ath4";

const meta = {
  title: "Screens/WalletScreen",
  component: WalletScreen,
  args: {
    status: "connected",
    address,
    networkLabel: "Local Solana (emulated)",
    balance: { status: "success", lamports: 1_499_995_000n, usdc: 12_500_000n },
    airdrop: { status: "idle" },
    send: { status: "idle" },
    locale: "en-US",
    onConnect: fn(),
    onRetryConnection: fn(),
    onCopyAddress: fn(),
    onRetryBalance: fn(),
    onAirdrop: fn(),
    onSend: fn(),
  },
  argTypes: {
    status: {
      control: "inline-radio",
      options: ["disconnected", "connecting", "connected", "connection-error"],
    },
  },
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec part 2 §2.9: without a wallet, "Wallet" and "Please connect your wallet to continue.". */
export const NotConnected: Story = {
  args: { status: "disconnected", address: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    await expect(canvas.getByText("Please connect your wallet to continue.")).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Send SOL" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnect).toHaveBeenCalledOnce();
  },
};

/** A wallet is connecting: the same page, the button busy. */
export const Connecting: Story = {
  args: { status: "connecting", address: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Connect Wallet" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Connect Wallet" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Connected: "Your Wallet", the address as 4 + 4 characters, SOL with 4 decimals and USDC beside it. */
export const WithData: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Your Wallet" })).toBeVisible();
    await expect(canvas.getByText("G3Fy..jccG")).toBeVisible();
    await expect(canvas.getByText("1.5000 SOL")).toBeVisible();
    await expect(canvas.getByText("12.50 USDC")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Copy address" }));
    await expect(args.onCopyAddress).toHaveBeenCalledWith(address);
    await expect(canvas.getByRole("button", { name: "Copied" })).toBeVisible();
    // The feedback ends by itself (and the snapshot shows the settled screen, not a timer's moment).
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy address" })).toBeVisible(), {
      timeout: 4000,
    });
  },
};

/** The balances are loading. */
export const LoadingBalance: Story = {
  args: { balance: { status: "loading" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading balance");
    await expect(canvasElement.querySelector('[data-slot="wallet-screen-sol"]')).toBeNull();
  },
};

/** The balance lookup failed (the network answered before, so this is not a connection error). */
export const BalanceError: Story = {
  args: { balance: { status: "error", message: "Failed to load the balance: 429 Too Many Requests" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/429 Too Many Requests/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetryBalance).toHaveBeenCalledOnce();
  },
};

/** A cluster without a USDC mint (testnet): only SOL. */
export const WithoutUsdc: Story = {
  args: {
    networkLabel: "Solana Testnet",
    balance: { status: "success", lamports: 2_000_000_000n, usdc: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("2.0000 SOL")).toBeVisible();
    await expect(canvas.queryByText(/USDC$/)).toBeNull();
  },
};

export const AirdropIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Request 1 SOL Airdrop" }));
    await expect(args.onAirdrop).toHaveBeenCalledOnce();
  },
};

export const AirdropProcessing: Story = {
  args: { airdrop: { status: "processing" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Requesting airdrop..." })).toBeDisabled();
  },
};

export const AirdropSuccess: Story = {
  args: {
    airdrop: { status: "success" },
    balance: { status: "success", lamports: 2_499_995_000n, usdc: 12_500_000n },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Airdrop successful! 1 SOL added to your wallet.")).toBeVisible();
    await expect(canvas.getByText("2.5000 SOL")).toBeVisible();
  },
};

export const AirdropFailure: Story = {
  args: { airdrop: { status: "error" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Airdrop failed. Please try again later.");
  },
};

/** On a real cluster the failure also explains the public faucet's rate limit. */
export const AirdropFailureOnDevnet: Story = {
  args: {
    networkLabel: "Solana Devnet",
    airdrop: {
      status: "error",
      hint: "The public devnet faucet limits how much SOL each address and IP address may request per day. Wait and try again, or use faucet.solana.com.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Airdrop failed. Please try again later.");
    await expect(canvas.getByRole("alert")).toHaveTextContent(/faucet limits/);
  },
};

/** On the local chain, "Get Test USDC" sits next to the SOL airdrop and mints test USDC. */
export const FaucetIdle: Story = {
  args: { onGetUsdc: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole("region", { name: "Airdrop" }));
    await expect(card.getByRole("button", { name: "Request 1 SOL Airdrop" })).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Get Test USDC" }));
    await expect(args.onGetUsdc).toHaveBeenCalledOnce();
  },
};

/** Without a faucet (a real cluster), no "Get Test USDC". */
export const WithoutFaucet: Story = {
  args: { networkLabel: "Solana Devnet" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "Get Test USDC" })).toBeNull();
  },
};

export const FaucetProcessing: Story = {
  args: { onGetUsdc: fn(), faucet: { status: "processing" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Getting test USDC..." })).toBeDisabled();
  },
};

export const FaucetSuccess: Story = {
  args: {
    onGetUsdc: fn(),
    faucet: { status: "success" },
    balance: { status: "success", lamports: 1_499_995_000n, usdc: 13_500_000n },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1 test USDC added to your wallet.")).toBeVisible();
    await expect(canvas.getByText("13.50 USDC")).toBeVisible();
  },
};

export const FaucetFailure: Story = {
  args: { onGetUsdc: fn(), faucet: { status: "error", detail: "Failed to fetch" } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(/^The test USDC faucet failed. Please try again./);
    await expect(within(alert).getByText("Failed to fetch")).not.toBeVisible();
  },
};

/** Spec part 2 §5: a recipient that is neither 44 characters long nor starts with "So" is invalid. */
export const SendInvalidRecipient: Story = {
  args: { defaultAmount: "0.5" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Recipient Address");
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await userEvent.type(input, "not-an-address");
    await expect(canvas.getByText("Invalid Solana wallet address")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Invalid Solana wallet address");
    await expect(send).toBeDisabled();
    await userEvent.clear(input);
    // Empty is valid (but Send stays disabled until both fields are filled).
    await expect(canvas.queryByText("Invalid Solana wallet address")).toBeNull();
    await userEvent.type(input, "So1");
    await expect(canvas.queryByText("Invalid Solana wallet address")).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A valid recipient and amount: Send calls back with the address and the amount in SOL. */
export const SendReady: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole("button", { name: "Send" });
    await userEvent.type(canvas.getByLabelText("Recipient Address"), recipient);
    await expect(send).toBeDisabled();
    const amount = canvas.getByLabelText("Amount (SOL)");
    await expect(amount).toHaveAttribute("step", "0.001");
    await expect(amount).toHaveAttribute("min", "0");
    await userEvent.type(amount, "0.5");
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith(recipient, 0.5);
  },
};

/** Spec part 2 §5: an amount of 0 or below is silently ignored. */
export const SendZeroAmountIgnored: Story = {
  args: { defaultRecipient: recipient, defaultAmount: "0" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const SendProcessing: Story = {
  args: { defaultRecipient: recipient, defaultAmount: "0.5", send: { status: "processing" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sending..." })).toBeDisabled();
  },
};

/** On the local chain "View transaction" opens the app's own explorer page. */
export const SendSuccess: Story = {
  args: {
    defaultRecipient: recipient,
    defaultAmount: "0.5",
    send: { status: "success", signature, explorerHref: `/explorer/tx/${signature}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Transaction successful!")).toBeVisible();
    await expect(canvas.getByText(signature)).toBeVisible();
    const link = canvas.getByRole("link", { name: "View transaction" });
    await expect(link).toHaveAttribute("href", `/explorer/tx/${signature}`);
    await expect(link).not.toHaveAttribute("target");
  },
};

/** On devnet the link leads to the cluster's explorer, in a new tab. */
export const SendSuccessOnDevnet: Story = {
  args: {
    networkLabel: "Solana Devnet",
    send: {
      status: "success",
      signature,
      explorerHref: `https://explorer.solana.com/tx/${signature}?cluster=devnet`,
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "View transaction" });
    await expect(link).toHaveAttribute("href", `https://explorer.solana.com/tx/${signature}?cluster=devnet`);
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

/** Sending more SOL than the balance: a clear message, the chain's raw text only behind "Details". */
export const SendError: Story = {
  args: {
    defaultRecipient: recipient,
    defaultAmount: "50",
    send: {
      status: "error",
      message: "Insufficient funds: this wallet does not hold enough SOL for the amount and the network fee.",
      detail:
        "WalletSendTransactionError: Simulation failed. Message: Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1.",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(/^Insufficient funds/);
    await expect(canvas.getByText(/custom program error: 0x1/)).not.toBeVisible();
    await userEvent.click(within(alert).getByText("Details"));
    await expect(canvas.getByText(/custom program error: 0x1/)).toBeVisible();
  },
};

/** Spec part 2 §5: with no wallet the send fails with "Wallet not connected". */
export const SendWalletNotConnected: Story = {
  args: {
    defaultRecipient: recipient,
    defaultAmount: "0.5",
    send: { status: "error", message: "Wallet not connected" },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Wallet not connected");
  },
};

/** Neither RPC endpoint answered: "Connection Error" with "Retry Connection". */
export const ConnectionError: Story = {
  args: { status: "connection-error" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Connection Error" })).toBeVisible();
    await expect(
      canvas.getByText("Failed to connect to Solana network. Please try again later."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Retry Connection" }));
    await expect(args.onRetryConnection).toHaveBeenCalledOnce();
  },
};

/** Large balances, a long signature and a long error wrap without overflowing. */
export const LongValues: Story = {
  args: {
    networkLabel: "Solana Mainnet (custom RPC endpoint)",
    balance: { status: "success", lamports: 1_234_567_890_123_456n, usdc: 98_765_432_123_456n },
    defaultRecipient: recipient,
    defaultAmount: "123456.789",
    send: {
      status: "error",
      message: "Insufficient funds: this wallet does not hold enough SOL for the amount and the network fee.",
      detail:
        "failed to send transaction: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit. AccountNotFoundAccountNotFoundAccountNotFoundAccountNotFound",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,234,567.8901 SOL")).toBeVisible();
    await expect(canvas.getByText("98,765,432.123456 USDC")).toBeVisible();
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="wallet-screen"]');
    await expect(screen?.scrollWidth).toBeLessThanOrEqual(screen?.clientWidth ?? 0);
  },
};

/** 375 px: the cards stack and nothing overflows. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    send: { status: "success", signature, explorerHref: `/explorer/tx/${signature}` },
    airdrop: { status: "success" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Transaction successful!")).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The recipient rule and the address shortening, as functions. */
export const Rules: Story = {
  play: async () => {
    await expect(isValidRecipient("")).toBe(true);
    await expect(isValidRecipient(recipient)).toBe(true);
    await expect(isValidRecipient("So1")).toBe(true);
    await expect(isValidRecipient("So11111111111111111111111111111111111111112")).toBe(true);
    await expect(isValidRecipient("abc")).toBe(false);
    await expect(isValidRecipient("0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OI")).toBe(false);
    await expect(shortenAddress(address)).toBe("G3Fy..jccG");
  },
};
