import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  allFailedTrace,
  codeAnswer,
  defaultPlaygroundModelId,
  explorerUrl,
  fallbackTrace,
  longAnswer,
  partialAnswer,
  paymentConfig,
  paymentDetails,
  playgroundModels,
  receipts,
} from "../../fixtures/playground";
import { PRESET_PROMPTS } from "../../lib/presets";
import { narrowViewport } from "../../lib/story-support";
import { PlaygroundScreen, type PlaygroundScreenProps } from "./PlaygroundScreen";

const debouncePreset = PRESET_PROMPTS[0]!;

/**
 * Keeps the prompt, the selected model and the chosen preset the way the app's container does
 * (choosing a preset fills the prompt), and still reports every call to the story's spies.
 */
function StatefulPlayground(args: PlaygroundScreenProps) {
  const [prompt, setPrompt] = useState(args.prompt);
  const [selectedModelId, setSelectedModelId] = useState(args.selectedModelId);
  const [selectedPresetId, setSelectedPresetId] = useState(args.selectedPresetId);
  return (
    <PlaygroundScreen
      {...args}
      prompt={prompt}
      onPromptChange={(value) => {
        setPrompt(value);
        setSelectedPresetId(undefined);
        args.onPromptChange(value);
      }}
      selectedModelId={selectedModelId}
      onModelSelect={(id) => {
        setSelectedModelId(id);
        args.onModelSelect(id);
      }}
      selectedPresetId={selectedPresetId}
      onPresetSelect={(preset) => {
        setPrompt(preset.prompt);
        setSelectedPresetId(preset.id);
        args.onPresetSelect(preset);
      }}
      onClear={() => {
        setPrompt("");
        setSelectedPresetId(undefined);
        args.onClear();
      }}
    />
  );
}

const meta = {
  title: "Screens/PlaygroundScreen",
  component: PlaygroundScreen,
  render: (args) => <StatefulPlayground {...args} />,
  args: {
    modelsStatus: "success",
    models: playgroundModels,
    selectedModelId: defaultPlaygroundModelId,
    locale: "en-US",
    prompt: "",
    onPromptChange: fn(),
    onPresetSelect: fn(),
    onClear: fn(),
    onModelSelect: fn(),
    onRefreshModels: fn(),
    onRun: fn(),
    onCancelRun: fn(),
    onTestPayment: fn(),
    onCopyResponse: fn(async () => {}),
    onConnectWallet: fn(),
    onPay: fn(),
    onGetFunds: fn(),
    onDismissPayment: fn(),
    paymentConfig,
    receipts: [],
    getExplorerUrl: explorerUrl,
    spendCap: 1,
    spent: 0,
    onSpendCapChange: fn(),
  },
} satisfies Meta<typeof PlaygroundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const runButton = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('[data-slot="playground-run"]')!;

/** Nothing typed yet: Run Prompt waits for a prompt that is not blank. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Prompt Playground" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "Model Response" })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Payment Required" })).toBeNull();
    const run = canvas.getByRole("button", { name: "Run Prompt" });
    await expect(run).toBeDisabled();
    const box = canvas.getByRole("textbox", { name: "Your Prompt" });
    await userEvent.type(box, "   ");
    await expect(run).toBeDisabled();
    await expect(canvas.getByText("3 characters")).toBeVisible();
    await userEvent.type(box, "Say hello");
    await expect(run).toBeEnabled();
    await userEvent.click(run);
    await expect(args.onRun).toHaveBeenCalledOnce();
    box.focus();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onRun).toHaveBeenCalledTimes(2);
  },
};

export const IdleDark: Story = { globals: { theme: "dark" } };

/** Choosing a preset calls back (the container fills the prompt); the chips narrow the list; Clear empties it. */
export const PresetChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const presets = canvasElement.querySelector('[data-slot="playground-preset-list"]') as HTMLElement;
    await expect(presets.querySelectorAll("li")).toHaveLength(12);
    await userEvent.click(canvas.getByRole("button", { name: "poetry" }));
    await expect(presets.querySelectorAll("li")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "coding" }));
    const card = canvas.getByRole("button", { name: /Debounce in TypeScript/ });
    await userEvent.click(card);
    await expect(args.onPresetSelect).toHaveBeenCalledOnce();
    await expect(args.onPresetSelect).toHaveBeenCalledWith(debouncePreset);
    await expect(card).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("textbox", { name: "Your Prompt" })).toHaveValue(debouncePreset.prompt);
    await expect(
      canvas.getByText(`${debouncePreset.prompt.length} characters`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Run Prompt" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("textbox", { name: "Your Prompt" })).toHaveValue("");
  },
};

/** Waiting for the first token: Run is busy ("Generating..."), Stop cancels, Test Payment still works. */
export const Generating: Story = {
  args: { prompt: debouncePreset.prompt, selectedPresetId: debouncePreset.id, run: { status: "generating" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const run = runButton(canvasElement);
    await expect(run).toHaveTextContent("Generating...");
    await expect(run).toBeDisabled();
    await expect(canvas.getByText("Waiting for Llama-3.1-8B-Instruct…")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onCancelRun).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Test Payment" })).toBeEnabled();
  },
};

/** A 503: the run waits and retries without leaving the busy state. */
export const RetryingAfter503: Story = {
  args: {
    prompt: debouncePreset.prompt,
    run: {
      status: "generating",
      notice: "Llama-3.1-8B-Instruct is loading (503). Retrying in 5 s…",
      attempts: [
        { model: defaultPlaygroundModelId, endpoint: "chat", ok: false, status: 503, code: "model loading" },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(runButton(canvasElement)).toHaveTextContent("Generating...");
    await expect(canvas.getByText("Llama-3.1-8B-Instruct is loading (503). Retrying in 5 s…")).toBeVisible();
  },
};

/** Tokens arriving: a caret follows the text, which is a polite live region, busy until the end. */
export const Streaming: Story = {
  args: {
    prompt: debouncePreset.prompt,
    run: { status: "streaming", text: partialAnswer },
  },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="response-card-text"]') as HTMLElement;
    await expect(text).toHaveAttribute("aria-live", "polite");
    await expect(text).toHaveAttribute("aria-busy", "true");
    await expect(text).toHaveTextContent(partialAnswer.slice(0, 40));
    await expect(canvasElement.querySelector('[data-slot="response-card-caret"]')).not.toBeNull();
    await expect(runButton(canvasElement)).toHaveTextContent("Generating...");
  },
};

/** A 402 and no wallet connected: the yellow card with the payment details and "Connect Wallet". */
export const PaymentWaitingForWallet: Story = {
  args: {
    prompt: debouncePreset.prompt,
    payment: {
      status: "wallet-required",
      details: paymentDetails,
      message: "Wallet not connected - please connect your Phantom wallet.",
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole("region", { name: "Payment Required" }));
    await expect(card.getByText("Wallet not connected - please connect your Phantom wallet.")).toBeVisible();
    await expect(card.getByText("0.10 USDC")).toBeVisible();
    await expect(card.getByText("exact")).toBeVisible();
    await expect(card.getByText("Solana Devnet")).toBeVisible();
    await expect(card.getByText(paymentDetails.recipient)).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Connect Wallet" }));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(runButton(canvasElement)).toBeEnabled();
  },
};

export const PaymentWaitingForWalletDark: Story = { ...PaymentWaitingForWallet, globals: { theme: "dark" } };

/** A wallet is connected: the user pays the asked amount. */
export const PaymentReady: Story = {
  args: { prompt: debouncePreset.prompt, payment: { status: "ready", details: paymentDetails } },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole("region", { name: "Payment Required" }));
    await userEvent.click(card.getByRole("button", { name: "Pay 0.10 USDC" }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(card.getByRole("button", { name: "Cancel" }));
    await expect(args.onDismissPayment).toHaveBeenCalledOnce();
  },
};

/** Paying: Run reads "Processing Payment..." and, like Test Payment, is disabled. */
export const Paying: Story = {
  args: { prompt: debouncePreset.prompt, payment: { status: "paying", details: paymentDetails } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = runButton(canvasElement);
    await expect(run).toHaveTextContent("Processing Payment...");
    await expect(run).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Test Payment" })).toBeDisabled();
    await expect(canvas.getByText("Paying 0.10 USDC…")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Cancel" })).toBeNull();
  },
};

/** Paid and answered: the answer with Copy, who answered, the receipt, and the session's spending. */
export const PaidWithReceipt: Story = {
  args: {
    prompt: debouncePreset.prompt,
    selectedPresetId: debouncePreset.id,
    run: {
      status: "done",
      text: codeAnswer,
      attempts: [{ model: defaultPlaygroundModelId, endpoint: "chat", ok: true, status: 200 }],
      receipt: receipts[0],
    },
    receipts,
    spent: 0.2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Answered by/)).toHaveTextContent(
      "Answered by Llama-3.1-8B-Instruct via chat completions.",
    );
    const receiptLink = canvas.getByRole("link", { name: /Transaction 5VER…kQUW/ });
    await expect(receiptLink).toHaveAttribute("href", explorerUrl(receipts[0]!.signature));
    await expect(canvas.getByText("Spent $0.20 of $1.00")).toBeVisible();
    const copy = canvas.getByRole("button", { name: "Copy" });
    await userEvent.click(copy);
    await expect(args.onCopyResponse).toHaveBeenCalledWith(codeAnswer);
    await expect(await canvas.findByRole("button", { name: "Copied!" })).toBeVisible();
    // The feedback ends by itself (and the snapshot shows the settled screen, not a timer's moment).
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy" })).toBeVisible(), {
      timeout: 4000,
    });
    await expect(runButton(canvasElement)).toHaveTextContent("Run Prompt");
  },
};

export const PaidWithReceiptDark: Story = { ...PaidWithReceipt, globals: { theme: "dark" } };

/** The wallet holds too little USDC: the spec's message, a faucet and a retry. */
export const InsufficientFunds: Story = {
  args: {
    prompt: debouncePreset.prompt,
    payment: { status: "insufficient-funds", details: paymentDetails, balance: 0.05 },
  },
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole("region", { name: "Payment Required" }));
    await expect(card.getByRole("alert")).toHaveTextContent(
      "Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.",
    );
    await userEvent.click(card.getByRole("button", { name: "Get Test USDC" }));
    await expect(args.onGetFunds).toHaveBeenCalledOnce();
    await userEvent.click(card.getByRole("button", { name: "Try Again" }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

/** Paying would pass the session's cap: "Raise Spend Cap" moves focus to the cap input. */
export const OverSpendCap: Story = {
  args: {
    prompt: debouncePreset.prompt,
    payment: { status: "over-cap", details: paymentDetails },
    receipts: [
      ...receipts,
      ...receipts.map((r, i) => ({ ...r, signature: `${r.signature.slice(0, -2)}x${i}` })),
    ],
    spent: 1,
    spendCap: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole("region", { name: "Payment Required" }));
    await expect(card.getByRole("alert")).toHaveTextContent(
      "Paying 0.10 USDC would bring this session's spending to 1.10 USDC, over your spend cap of 1.00 USDC.",
    );
    await expect(canvas.getByText(/Spent \$1\.00 of \$1\.00/)).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Raise Spend Cap" }));
    const cap = canvas.getByRole("spinbutton", { name: "Spend cap (USDC per session)" });
    await waitFor(() => expect(cap).toHaveFocus());
    await userEvent.clear(cap);
    await userEvent.type(cap, "2");
    await expect(args.onSpendCapChange).toHaveBeenLastCalledWith(2);
  },
};

/** Every model failed: the red Error box with the spec's message and what was tried. */
export const AllModelsFailed: Story = {
  args: {
    prompt: debouncePreset.prompt,
    run: {
      status: "error",
      error: "All model attempts failed. Try another model or retry in a moment.",
      attempts: allFailedTrace,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvasElement.querySelector('[data-slot="response-card-error"]') as HTMLElement;
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(within(alert).getByText("Error")).toBeVisible();
    await expect(
      within(alert).getByText("All model attempts failed. Try another model or retry in a moment."),
    ).toBeVisible();
    await expect(canvas.getByText(/^Tried:/)).toHaveTextContent(
      "Llama-3.1-8B-Instruct (chat completions 404 chat_completions_failed, completions 404 completions_failed, inference endpoint 404 inference_failed)",
    );
    await expect(canvas.queryByRole("button", { name: "Copy" })).toBeNull();
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(args.onRun).toHaveBeenCalledOnce();
  },
};

export const AllModelsFailedDark: Story = { ...AllModelsFailed, globals: { theme: "dark" } };

/** The first model failed; another answered through completions after chat completions refused. */
export const AnsweredByFallbackModel: Story = {
  args: {
    prompt: debouncePreset.prompt,
    selectedModelId: "openchat/openchat_3.5",
    run: { status: "done", text: codeAnswer, attempts: fallbackTrace },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Answered by/)).toHaveTextContent(
      "Answered by openchat_3.5 via completions after chat completions 400 not supported.",
    );
    await expect(canvas.getByText(/^Skipped:/)).toHaveTextContent(
      "Skipped: Llama-3.1-8B-Instruct (chat completions 503 model loading ×2, chat completions 429 rate limited).",
    );
    // The model the hub doesn't know shows "n/a", not invented numbers.
    const option = canvas.getByRole("radio", { name: "openchat_3.5" }).closest("label") as HTMLElement;
    await expect(option.querySelector('[data-slot="model-option-downloads"]')).toHaveTextContent("n/a");
    await expect(option.querySelector('[data-slot="model-option-likes"]')).toHaveTextContent("n/a");
  },
};

/** Payments off (a free playground): no payment card, configuration, spend cap or receipts. */
export const PaymentsOff: Story = {
  args: {
    paymentConfig: undefined,
    onTestPayment: undefined,
    prompt: debouncePreset.prompt,
    run: {
      status: "done",
      text: codeAnswer,
      attempts: [{ model: defaultPlaygroundModelId, endpoint: "chat", ok: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading", { name: "Payment Configuration" })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "Session Spending" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Test Payment" })).toBeNull();
    await expect(canvas.getByText("Prompts are free here: no wallet needed.")).toBeVisible();
    await expect(canvas.queryByText(/USDC per prompt/)).toBeNull();
  },
};

/** The model list is loading: skeletons and a status line. */
export const ModelsLoading: Story = {
  args: { modelsStatus: "loading", models: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading models…");
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Refresh" })).toBeDisabled();
  },
};

/** The router lists no models. */
export const ModelsEmpty: Story = {
  args: { models: [], selectedModelId: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing 0 of 0 models")).toBeVisible();
    await expect(canvas.getByText("No models are available right now.")).toBeVisible();
    await expect(canvas.getByText(/No model selected/)).toBeVisible();
    const refresh = canvas.getAllByRole("button", { name: "Refresh" });
    await userEvent.click(refresh[refresh.length - 1]!);
    await expect(args.onRefreshModels).toHaveBeenCalledOnce();
  },
};

/** The model list failed to load. */
export const ModelsError: Story = {
  args: { modelsStatus: "error", models: [], modelsError: "Failed to fetch models" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Couldn't load the models. Failed to fetch models",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRefreshModels).toHaveBeenCalledOnce();
  },
};

/** The filters change the grid and "Showing X of Y models"; picking a sort picks its natural order. */
export const FilterModels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole("region", { name: "Select Model" }));
    const count = () => canvasElement.querySelector('[data-slot="playground-models-count"]') as HTMLElement;
    const names = () =>
      [...canvasElement.querySelectorAll('[data-slot="model-option-name"]')].map((node) => node.textContent);
    await expect(count()).toHaveTextContent("Showing 11 of 11 models");
    await expect(names()[0]).toBe("Llama-3.1-8B-Instruct");
    await userEvent.click(canvas.getByRole("button", { name: "multilingual" }));
    await expect(count()).toHaveTextContent("Showing 4 of 11 models");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Min Downloads" }), "1M+");
    await expect(count()).toHaveTextContent("Showing 1 of 11 models");
    await userEvent.click(canvas.getByRole("button", { name: "All" }));
    await expect(count()).toHaveTextContent("Showing 3 of 11 models");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Min Downloads" }), "Any");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Open Source Only" }));
    await expect(count()).toHaveTextContent("Showing 10 of 11 models");
    // The order's label says what the grid shows: "Name" with "A to Z", then "Z to A".
    const order = canvas.getByRole("combobox", { name: "Order" });
    await expect(order).toHaveDisplayValue("Most first");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Sort By" }), "Name");
    await expect(order).toHaveDisplayValue("A to Z");
    await expect(names()[0]).toBe("gemma-2-27b-it");
    await userEvent.selectOptions(order, "Z to A");
    await expect(names()[0]).toBe("zephyr-7b-beta");
    await expect([...(order as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "A to Z",
      "Z to A",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "creative" }));
    await expect(count()).toHaveTextContent("Showing 0 of 11 models");
    await userEvent.click(canvas.getByRole("button", { name: "Reset Filters" }));
    await expect(count()).toHaveTextContent("Showing 11 of 11 models");
  },
};

/** The model grid is a radio group: arrows move the selection; the selected option is highlighted. */
export const SelectModelWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("radio", { name: "Llama-3.1-8B-Instruct" });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onModelSelect).toHaveBeenCalledWith("Qwen/Qwen2.5-7B-Instruct");
    const second = canvas.getByRole("radio", { name: "Qwen2.5-7B-Instruct" });
    await expect(second).toBeChecked();
    await expect(second.closest("label")).toHaveAttribute("data-state", "checked");
    await userEvent.click(canvas.getByText("zephyr-7b-beta"));
    await expect(args.onModelSelect).toHaveBeenLastCalledWith("HuggingFaceH4/zephyr-7b-beta");
    const grid = canvasElement.querySelector('[data-slot="playground-model-options"] > div') as HTMLElement;
    await expect(getComputedStyle(grid).maxHeight).toBe("384px");
  },
};

/** The payment configuration hides behind Show / Hide Configuration. */
export const PaymentConfiguration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Show Configuration" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByText("Default Amount")).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveTextContent("Hide Configuration");
    await expect(canvas.getByText("Default Amount")).toBeVisible();
    await expect(canvas.getByText("$0.10 USDC")).toBeVisible();
    await expect(canvas.getAllByText(paymentConfig.recipient)[0]).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByText("Default Amount")).not.toBeVisible();
    await expect(toggle).toHaveTextContent("Show Configuration");
  },
};

/** Test Payment, opened: the dialog says it is a real paid request before anything is sent. */
export const TestPayment: Story = {
  args: {
    testPayment: {
      open: true,
      onOpenChange: fn(),
      status: "idle",
      model: defaultPlaygroundModelId,
      prompt: "Say hello in one short sentence.",
      walletConnected: true,
      onSend: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      { name: "Test Payment" },
      // The dialog's code loads when it first opens.
      { timeout: 10_000 },
    );
    await expect(dialog).toHaveAccessibleDescription(/^This is a real paid request: it charges 0\.10 USDC/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Pay 0.10 USDC" }));
    await expect(args.testPayment!.onSend).toHaveBeenCalledOnce();
  },
};

/** A long answer wraps inside the card, including unbroken tokens. */
export const LongResponse: Story = {
  args: {
    prompt: PRESET_PROMPTS[7]!.prompt,
    run: {
      status: "done",
      text: longAnswer,
      attempts: [{ model: defaultPlaygroundModelId, endpoint: "chat", ok: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="response-card-text"]') as HTMLElement;
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    prompt: debouncePreset.prompt,
    selectedPresetId: debouncePreset.id,
    payment: { status: "wallet-required", details: paymentDetails },
    receipts,
    spent: 0.2,
  },
  play: async ({ canvasElement }) => {
    // The presets scroll sideways in one row; the page itself never does.
    const presets = canvasElement.querySelector('[data-slot="playground-preset-list"]') as HTMLElement;
    await expect(getComputedStyle(presets).display).toBe("flex");
    await expect(presets.scrollWidth).toBeGreaterThan(presets.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const models = canvasElement.querySelector('[data-slot="playground-model-options"] > div') as HTMLElement;
    await expect(getComputedStyle(models).gridTemplateColumns.split(" ")).toHaveLength(1);
  },
};

export const NarrowDark: Story = {
  ...Narrow,
  tags: ["narrow"],
  globals: { ...narrowViewport, theme: "dark" },
};

/** A phone with a streamed answer and its trace. */
export const NarrowResponse: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    prompt: debouncePreset.prompt,
    run: { status: "done", text: codeAnswer, attempts: fallbackTrace, receipt: receipts[0] },
    receipts,
    spent: 0.2,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
