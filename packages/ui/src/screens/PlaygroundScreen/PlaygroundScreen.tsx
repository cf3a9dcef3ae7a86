import { Lightbulb } from "lucide-react";
import { lazy, type ReactNode, useId } from "react";
import { DeferredDialog } from "../../components/Dialog/DeferredDialog";
import { Panel, PanelHeader, PanelTitle } from "../../components/Panel/Panel";
import { type PaymentConfig, PaymentConfigCard } from "../../components/PaymentConfigCard/PaymentConfigCard";
import {
  type PaymentDetails,
  PaymentRequiredCard,
  type PaymentStatus,
} from "../../components/PaymentRequiredCard/PaymentRequiredCard";
import type { PaymentReceipt } from "../../components/ReceiptList/ReceiptList";
import { ResponseCard, type ResponseStatus } from "../../components/ResponseCard/ResponseCard";
import { ScreenHeader } from "../../components/ScreenHeader/ScreenHeader";
import { cn } from "../../lib/cn";
import {
  DEFAULT_SPEND_CAP,
  formatUsdcAmount,
  type PlaygroundAttempt,
  paymentNetworkName,
} from "../../lib/playground";
import type { PlaygroundModel, PlaygroundModelFilters } from "../../lib/playground-models";
import type { PresetCategory, PresetPrompt } from "../../lib/presets";
import { ModelPicker, type PlaygroundModelsStatus } from "./ModelPicker";
import { PaymentPanel } from "./PaymentPanel";
import { PresetsPanel } from "./PresetsPanel";
import { PromptPanel } from "./PromptPanel";
import { RunReceipt } from "./RunReceipt";
import type { PlaygroundTestPayment } from "./TestPaymentDialog";

export type { PlaygroundModelsStatus } from "./ModelPicker";
export type { PlaygroundTestPayment } from "./TestPaymentDialog";

/** "Test Payment"'s dialog: its code loads when it first opens. */
const TestPaymentDialog = /* @__PURE__ */ lazy(() =>
  import("./TestPaymentDialog").then((module) => ({ default: module.TestPaymentDialog })),
);

/** The run shown in the "Model Response" card. */
export interface PlaygroundRun {
  /** `generating` (waiting for the first token, also during a 503 retry), `streaming`, `done` or `error`. */
  status: ResponseStatus;
  /** The answer so far, or in full. */
  text?: string;
  /** The red box's message, e.g. "All model attempts failed. Try another model or retry in a moment." */
  error?: string;
  /** Every call of the run, in order (see `PlaygroundAttempt`). */
  attempts?: readonly PlaygroundAttempt[];
  /** A line while waiting, e.g. "Model is loading, retrying in 5 s…". */
  notice?: ReactNode;
  /** The receipt of this answer, when it was paid for (shown under the answer). */
  receipt?: PaymentReceipt;
  /** The answer came from the local stand-in (the router emulator): a notice names it as sample text. */
  standIn?: boolean;
}

/** A pending 402: what it asks for and where the payment stands. */
export interface PlaygroundPayment {
  status: PaymentStatus;
  details: PaymentDetails;
  /** The message to show; a default per status otherwise (see `PaymentRequiredCard`). */
  message?: ReactNode;
  /** The wallet's USDC balance, for `insufficient-funds`. */
  balance?: number | string;
}

export type PlaygroundScreenProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Headline; "Prompt Playground" by default. */
  title?: ReactNode;
  /** The intro under the headline. */
  intro?: ReactNode;

  /** The presets; the 12 of {@link PRESET_PROMPTS} by default. */
  presets?: readonly PresetPrompt[];
  /** The preset category chip (controlled); `null` is "All". Kept by the screen when not given. */
  presetCategory?: PresetCategory | null;
  onPresetCategoryChange?: (category: PresetCategory | null) => void;
  /** The preset whose prompt is in the box (highlighted). */
  selectedPresetId?: string;
  /** A preset was chosen: the container fills the prompt and clears the result. */
  onPresetSelect: (preset: PresetPrompt) => void;
  /** "Clear": the container empties the prompt and the result. */
  onClear: () => void;

  /** `loading` until the model list arrives (skeletons), `error` if it failed, `success` once shown. */
  modelsStatus: PlaygroundModelsStatus;
  /** Every model on offer; the screen filters and sorts them with `filterPlaygroundModels`. */
  models: readonly PlaygroundModel[];
  /** What went wrong loading the models (`error`). */
  modelsError?: string;
  /** "Refresh": reload the model list (also "Retry" in the error state). */
  onRefreshModels?: () => void;
  /** The list reloads while the old one shows: the Refresh icon spins. */
  isRefreshingModels?: boolean;
  /** The filters (controlled). Uncontrolled, starting from `defaultModelFilters`, when not given. */
  modelFilters?: PlaygroundModelFilters;
  defaultModelFilters?: PlaygroundModelFilters;
  onModelFiltersChange?: (filters: PlaygroundModelFilters) => void;
  /** The selected model's id. */
  selectedModelId?: string;
  onModelSelect: (id: string) => void;
  /** Locale of numbers, dates and times; the user's by default. */
  locale?: string;

  /** The prompt box's text. */
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** "Run Prompt" (also Ctrl/⌘ + Enter in the box). Not called while disabled. */
  onRun: () => void;
  /** "Stop" while generating: cancel the run (including a pending 503 retry). Hidden when not given. */
  onCancelRun?: () => void;
  /** "Test Payment": post to the protected endpoint. Hidden when not given. */
  onTestPayment?: () => void;
  /** The dialog with the reply of "Test Payment". */
  testPayment?: PlaygroundTestPayment;

  /** Copies the answer ("Copy"); the browser's clipboard by default. */
  onCopyResponse?: (text: string) => Promise<void> | void;
  /** The current run; `undefined` before the first run (no response card). */
  run?: PlaygroundRun;
  /** A pending payment: the yellow "Payment Required" card. While `paying`, Run and Test Payment are disabled. */
  payment?: PlaygroundPayment;
  onConnectWallet?: () => void;
  /** Pay the pending 402 ("Pay" and "Try Again"). */
  onPay?: () => void;
  /** "Get Test USDC" when the balance is too low (e.g. the emulated chain's faucet). */
  onGetFunds?: () => void;
  /** "Cancel" on the payment card. */
  onDismissPayment?: () => void;

  /**
   * The server's payment settings. `undefined` means payments are off (a free playground): no payment
   * configuration, spend cap or receipts are shown.
   */
  paymentConfig?: PaymentConfig;
  /** This session's receipts, newest first. */
  receipts?: readonly PaymentReceipt[];
  /** The explorer page of a transaction signature. */
  getExplorerUrl?: (signature: string) => string;
  /** The spend cap per browser session in USDC ($1.00 by default) and what was spent. */
  spendCap?: number;
  spent?: number;
  /** Shows the cap input. */
  onSpendCapChange?: (cap: number) => void;
};

/** "Tips": how to get good answers, and what a prompt costs when payments are on. */
function TipsPanel({ paymentConfig }: { paymentConfig?: PaymentConfig }) {
  const id = useId();
  return (
    <Panel data-slot="playground-tips" aria-labelledby={`${id}-title`}>
      <PanelHeader>
        <PanelTitle id={`${id}-title`}>
          <span className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
            Tips
          </span>
        </PanelTitle>
      </PanelHeader>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-zinc-700 marker:text-zinc-400 dark:text-zinc-300">
        <li>Start from a preset, then edit it: the category chips narrow the list.</li>
        <li>Be specific about the format, length and audience you want.</li>
        <li>If a model is loading, the playground retries; if it fails, the next model answers.</li>
        {paymentConfig ? (
          <li>
            Each prompt costs {formatUsdcAmount(paymentConfig.amount)} USDC on{" "}
            {paymentNetworkName(paymentConfig)}, paid from your wallet only when an answer comes back. The
            spend cap limits this session.
          </li>
        ) : (
          <li>Prompts are free here: no wallet needed.</li>
        )}
      </ul>
    </Panel>
  );
}

/**
 * The prompt playground (route "/", spec §2.11): {@link PresetsPanel}, {@link ModelPicker},
 * {@link PromptPanel}, the yellow "Payment Required" card, the "Model Response" card (streaming text,
 * Copy, the models tried, or the red Error box), {@link PaymentPanel} (the session's spend cap and
 * receipts), the payment configuration and tips; Test Payment's reply in a dialog. Pure: data, status,
 * errors and callbacks come in as props. The preset category and model filters may be left uncontrolled.
 */
export function PlaygroundScreen({
  title = "Prompt Playground",
  intro = "Try open models on your own prompts: pick a preset or write one, choose a model, and run it. If a model is busy, the next one answers.",
  presets,
  presetCategory,
  onPresetCategoryChange,
  selectedPresetId,
  onPresetSelect,
  onClear,
  modelsStatus,
  models,
  modelsError,
  onRefreshModels,
  isRefreshingModels,
  modelFilters,
  defaultModelFilters,
  onModelFiltersChange,
  selectedModelId,
  onModelSelect,
  locale,
  prompt,
  onPromptChange,
  onRun,
  onCancelRun,
  onTestPayment,
  testPayment,
  onCopyResponse,
  run,
  payment,
  onConnectWallet,
  onPay,
  onGetFunds,
  onDismissPayment,
  paymentConfig,
  receipts,
  getExplorerUrl,
  spendCap = DEFAULT_SPEND_CAP,
  spent = 0,
  onSpendCapChange,
  className,
  ...props
}: PlaygroundScreenProps) {
  const id = useId();
  const capInputId = `${id}-spend-cap`;
  const generating = run?.status === "generating" || run?.status === "streaming";
  const paying = payment?.status === "paying";

  return (
    <section
      data-slot="playground-screen"
      aria-labelledby={`${id}-title`}
      className={cn(
        "mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8 lg:py-14",
        className,
      )}
      {...props}
    >
      <ScreenHeader
        data-slot="playground-screen-header"
        title={title}
        titleId={`${id}-title`}
        description={intro}
      />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <PresetsPanel
          presets={presets}
          category={presetCategory}
          onCategoryChange={onPresetCategoryChange}
          selectedPresetId={selectedPresetId}
          onPresetSelect={onPresetSelect}
          onClear={onClear}
        />
        <ModelPicker
          status={modelsStatus}
          models={models}
          error={modelsError}
          onRefresh={onRefreshModels}
          isRefreshing={isRefreshingModels}
          filters={modelFilters}
          defaultFilters={defaultModelFilters}
          onFiltersChange={onModelFiltersChange}
          selectedModelId={selectedModelId}
          onModelSelect={onModelSelect}
          locale={locale}
        />
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PromptPanel
            prompt={prompt}
            onPromptChange={onPromptChange}
            onRun={onRun}
            generating={generating}
            paying={paying}
            onCancelRun={onCancelRun}
            onTestPayment={onTestPayment}
            selectedModelId={selectedModelId}
            price={paymentConfig?.amount}
            locale={locale}
          />

          {payment && (
            <PaymentRequiredCard
              status={payment.status}
              details={payment.details}
              message={payment.message}
              balance={payment.balance}
              spent={spent}
              cap={spendCap}
              onConnectWallet={onConnectWallet}
              onPay={onPay}
              onGetFunds={onGetFunds}
              onDismiss={onDismissPayment}
              onAdjustCap={
                onSpendCapChange &&
                (() => {
                  const input = document.getElementById(capInputId);
                  input?.scrollIntoView({ block: "center", behavior: "smooth" });
                  input?.focus({ preventScroll: true });
                })
              }
            />
          )}

          {run && (
            <ResponseCard
              status={run.status}
              text={run.text}
              error={run.error}
              attempts={run.attempts}
              notice={run.notice}
              model={selectedModelId}
              onCopy={onCopyResponse}
              onRetry={run.status === "error" && prompt.trim() !== "" && !paying ? onRun : undefined}
              footer={run.receipt && <RunReceipt receipt={run.receipt} getExplorerUrl={getExplorerUrl} />}
              standInModel={run.standIn ? selectedModelId : undefined}
            />
          )}
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Payments and tips">
          {paymentConfig && (
            <PaymentPanel
              cap={spendCap}
              spent={spent}
              onCapChange={onSpendCapChange}
              capInputId={capInputId}
              receipts={receipts}
              getExplorerUrl={getExplorerUrl}
              locale={locale}
            />
          )}
          {paymentConfig && <PaymentConfigCard config={paymentConfig} />}
          <TipsPanel paymentConfig={paymentConfig} />
        </aside>
      </div>

      {testPayment && (
        <DeferredDialog open={testPayment.open}>
          <TestPaymentDialog
            testPayment={testPayment}
            paymentConfig={paymentConfig}
            getExplorerUrl={getExplorerUrl}
          />
        </DeferredDialog>
      )}
    </section>
  );
}
