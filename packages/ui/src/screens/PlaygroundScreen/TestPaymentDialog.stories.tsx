import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { defaultPlaygroundModelId, explorerUrl, paymentConfig, receipts } from "../../fixtures/playground";
import { TestPaymentDialog } from "./TestPaymentDialog";

const PROMPT = "Say hello in one short sentence.";
const STAND_IN_TEXT =
  "Local stand-in for Llama-3.1-8B-Instruct — sample text, not the model's answer. Set ROUTER_URL and ROUTER_TOKEN for real answers.";

const meta = {
  title: "Screens/PlaygroundScreen/TestPaymentDialog",
  component: TestPaymentDialog,
  args: {
    testPayment: {
      open: true,
      onOpenChange: fn(),
      status: "idle",
      model: defaultPlaygroundModelId,
      prompt: PROMPT,
      walletConnected: true,
      onConnectWallet: fn(),
      onSend: fn(),
    },
    paymentConfig,
    getExplorerUrl: explorerUrl,
  },
} satisfies Meta<typeof TestPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Test Payment" });

/** Before the click: a real paid request, its price and network, the prompt and model; "Pay 0.10 USDC" sends it. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // The network's name comes from the payment settings (its display name may change; the price may not).
    await expect(dialog).toHaveAccessibleDescription(
      /^This is a real paid request: it charges 0\.10 USDC on .+ from your wallet and sends one prompt to Llama-3\.1-8B-Instruct\. Nothing is charged if no answer comes back\.$/,
    );
    await expect(within(dialog).getByText(PROMPT)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Pay 0.10 USDC" }));
    await expect(args.testPayment.onSend).toHaveBeenCalledOnce();
  },
};

/** The network is named as everywhere else: the name the app gives its configured cluster (issue 29). */
export const IdleOnTheLocalChain: Story = {
  args: { paymentConfig: { ...paymentConfig, networkName: "Local Solana (emulated)" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      /charges 0\.10 USDC on Local Solana \(emulated\) from your wallet/,
    );
    await expect(dialog).not.toHaveAccessibleDescription(/Devnet/);
  },
};

/** No wallet connected: the price is said, and "Connect Wallet" comes before any payment. */
export const IdleNoWallet: Story = {
  args: { testPayment: { ...meta.args.testPayment, walletConnected: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByRole("button", { name: /^Pay/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Connect Wallet" }));
    await expect(args.testPayment.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.testPayment.onSend).not.toHaveBeenCalled();
  },
};

/** Payments off: the request is free, and the dialog says so. */
export const Free: Story = {
  args: { paymentConfig: undefined, testPayment: { ...meta.args.testPayment, walletConnected: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(/^Payments are off on this server/);
    await expect(within(dialog).getByRole("button", { name: "Send" })).toBeVisible();
  },
};

/** Paying and waiting for the answer: no button sends it twice. */
export const Paying: Story = {
  args: { testPayment: { ...meta.args.testPayment, status: "paying" } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Paying and waiting for the answer…");
    await expect(within(dialog).queryByRole("button", { name: /^Pay/ })).toBeNull();
  },
};

/** The answer, like a prompt's: the text, the stand-in notice, the model and the receipt; no raw JSON. */
export const Result: Story = {
  args: {
    testPayment: {
      ...meta.args.testPayment,
      status: "success",
      result: {
        text: "Hello, and welcome to the nation.",
        model: defaultPlaygroundModelId,
        standIn: true,
        receipt: receipts[0],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText("Hello, and welcome to the nation.")).toBeVisible();
    await expect(within(dialog).getByText(STAND_IN_TEXT)).toBeVisible();
    await expect(dialog).toHaveTextContent("Answered by Llama-3.1-8B-Instruct.");
    await expect(dialog).toHaveTextContent("Paid 0.10 USDC");
    await expect(within(dialog).getByRole("link", { name: /View transaction/ })).toHaveAttribute(
      "href",
      explorerUrl(receipts[0]!.signature),
    );
    await expect(dialog.textContent).not.toMatch(/attempts|\{/);
  },
};

export const ResultDark: Story = { ...Result, globals: { theme: "dark" } };

/** A real router's answer: no stand-in notice. */
export const ResultReal: Story = {
  args: {
    testPayment: {
      ...meta.args.testPayment,
      status: "success",
      result: { text: "Hello there!", model: defaultPlaygroundModelId, receipt: receipts[0] },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).queryByText(/Local stand-in/)).toBeNull();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "…testpaymentdialog--error" is API
export const Error: Story = {
  args: {
    testPayment: {
      ...meta.args.testPayment,
      status: "error",
      error: "All model attempts failed. Try another model or retry in a moment.",
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "All model attempts failed. Try another model or retry in a moment.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Try Again" }));
    await expect(args.testPayment.onSend).toHaveBeenCalledOnce();
  },
};
