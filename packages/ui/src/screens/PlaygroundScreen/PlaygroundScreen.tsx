import {
  CircleAlert,
  Eraser,
  Lightbulb,
  Play,
  RefreshCw,
  RotateCcw,
  SearchX,
  Square,
  WalletCards,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/Dialog/Dialog";
import { ModelOptionCard } from "../../components/ModelOptionCard/ModelOptionCard";
import { type PaymentConfig, PaymentConfigCard } from "../../components/PaymentConfigCard/PaymentConfigCard";
import {
  type PaymentDetails,
  PaymentRequiredCard,
  type PaymentStatus,
} from "../../components/PaymentRequiredCard/PaymentRequiredCard";
import { PresetCard } from "../../components/PresetCard/PresetCard";
import { type PaymentReceipt, ReceiptList } from "../../components/ReceiptList/ReceiptList";
import { ResponseCard, type ResponseStatus } from "../../components/ResponseCard/ResponseCard";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { SpendCap } from "../../components/SpendCap/SpendCap";
import { cn } from "../../lib/cn";
import {
  DEFAULT_SPEND_CAP,
  formatUsdcAmount,
  type PlaygroundAttempt,
  paymentNetworkLabel,
} from "../../lib/playground";
import {
  DEFAULT_PLAYGROUND_MODEL_FILTERS,
  filterPlaygroundModels,
  MIN_DOWNLOADS_OPTIONS,
  PLAYGROUND_MODEL_CATEGORIES,
  PLAYGROUND_SORT_OPTIONS,
  type PlaygroundModel,
  type PlaygroundModelCategory,
  type PlaygroundModelFilters,
  type PlaygroundModelSort,
  playgroundModelName,
  SORT_ORDER_OPTIONS,
  type SortOrder,
  withSortBy,
} from "../../lib/playground-models";
import {
  PRESET_CATEGORIES,
  PRESET_PROMPTS,
  type PresetCategory,
  type PresetPrompt,
  presetsInCategory,
} from "../../lib/presets";

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

/** The reply of "Test Payment" (`POST /api/inference`), shown in a dialog instead of an alert. */
export interface PlaygroundTestPayment {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `loading` while the request runs, `success` when the server answered (any status), `error` when it did not. */
  status: "loading" | "success" | "error";
  /** The HTTP status of the reply, e.g. 402. */
  httpStatus?: number;
  /** The reply's body (pretty-printed JSON or text). */
  body?: string;
  /** What went wrong (`error`). */
  error?: string;
}

export type PlaygroundModelsStatus = "loading" | "error" | "success";

export type PlaygroundScreenProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Headline; "Prompt Playground" by default. */
  title?: ReactNode;
  /** The intro under the headline. */
  intro?: ReactNode;

  /** The presets; the 12 of {@link PRESET_PROMPTS} by default. */
  presets?: readonly PresetPrompt[];
  /**
   * The preset category chip; `undefined` is "All". Controlled when `onPresetCategoryChange` is given,
   * else kept by the screen.
   */
  presetCategory?: PresetCategory;
  onPresetCategoryChange?: (category: PresetCategory | undefined) => void;
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

/** A value that is controlled when `value` is given, else kept here (Radix's pattern). */
function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
  controlled = value !== undefined,
) {
  const [state, setState] = useState<T>(defaultValue);
  const current = controlled ? (value as T) : state;
  const set = (next: T) => {
    if (!controlled) setState(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

/** A white card with a heading row (title and actions). */
function Panel({
  title,
  titleId,
  actions,
  className,
  children,
  slot,
}: {
  title: ReactNode;
  titleId: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  slot: string;
}) {
  return (
    <section
      data-slot={slot}
      aria-labelledby={titleId}
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-lg text-zinc-900 dark:text-white">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

const selectClass = cn(
  "h-9 w-full cursor-pointer rounded-lg border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 shadow-xs outline-none",
  "focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40 disabled:cursor-not-allowed disabled:opacity-50",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
);

function LabelledSelect({
  id,
  label,
  children,
  ...props
}: React.ComponentProps<"select"> & { label: string; id: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      <select id={id} className={selectClass} {...props}>
        {children}
      </select>
    </div>
  );
}

/** Placeholder of a model option while the list loads. */
function ModelOptionSkeleton() {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex items-center gap-2">
        <Skeleton className="size-4 rounded-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-3 w-1/2" />
      <div className="flex gap-1">
        <Skeleton className="h-4 w-12" />
        <Skeleton className="h-4 w-10" />
        <Skeleton className="h-4 w-14" />
      </div>
    </div>
  );
}

/**
 * The prompt playground (route "/", spec §2.11): Prompt Presets, Select Model (filters, "Showing X of
 * Y models", a scrollable radio grid), Your Prompt (Run Prompt, Test Payment), the yellow "Payment
 * Required" card, the "Model Response" card (streaming text, Copy, the models tried, or the red Error
 * box), the session's spend cap and receipts, the payment configuration and tips; Test Payment's reply
 * in a dialog. Pure: data, status, errors and callbacks come in as props. The preset category and
 * model filters may be left uncontrolled.
 */
export function PlaygroundScreen({
  title = "Prompt Playground",
  intro = "Try open models on your own prompts: pick a preset or write one, choose a model, and run it. If a model is busy, the next one answers.",
  presets = PRESET_PROMPTS,
  presetCategory: presetCategoryProp,
  onPresetCategoryChange,
  selectedPresetId,
  onPresetSelect,
  onClear,
  modelsStatus,
  models,
  modelsError,
  onRefreshModels,
  isRefreshingModels = false,
  modelFilters: modelFiltersProp,
  defaultModelFilters = DEFAULT_PLAYGROUND_MODEL_FILTERS,
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
  receipts = [],
  getExplorerUrl,
  spendCap = DEFAULT_SPEND_CAP,
  spent = 0,
  onSpendCapChange,
  className,
  ...props
}: PlaygroundScreenProps) {
  const id = useId();
  const capInputId = `${id}-spend-cap`;
  const [presetCategory, setPresetCategory] = useControllable<PresetCategory | undefined>(
    presetCategoryProp,
    undefined,
    onPresetCategoryChange,
    onPresetCategoryChange !== undefined,
  );
  const [filters, setFilters] = useControllable(modelFiltersProp, defaultModelFilters, onModelFiltersChange);

  const shownPresets = presetsInCategory(presets, presetCategory);
  const shownModels = filterPlaygroundModels(models, filters);
  const selectedModel = models.find((model) => model.id === selectedModelId);

  const generating = run?.status === "generating" || run?.status === "streaming";
  const paying = payment?.status === "paying";
  const canRun = prompt.trim() !== "" && !generating && !paying;
  const runLabel = paying ? "Processing Payment..." : generating ? "Generating..." : "Run Prompt";
  const paymentsOn = paymentConfig !== undefined;

  const update = (patch: Partial<PlaygroundModelFilters>) => setFilters({ ...filters, ...patch });

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
      <div data-slot="playground-screen-header" className="flex flex-col gap-3">
        <h1
          id={`${id}-title`}
          className="font-bold text-4xl text-zinc-900 tracking-tight sm:text-5xl dark:text-white"
        >
          {title}
        </h1>
        {intro && <p className="max-w-3xl text-lg text-zinc-600 dark:text-zinc-400">{intro}</p>}
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Panel
          slot="playground-presets"
          title="Prompt Presets"
          titleId={`${id}-presets`}
          actions={
            <Button variant="ghost" size="sm" onClick={onClear} data-slot="playground-clear">
              <Eraser aria-hidden="true" />
              Clear
            </Button>
          }
        >
          <CategoryChips
            value={presetCategory}
            onValueChange={(category) => setPresetCategory(category as PresetCategory | undefined)}
            categories={PRESET_CATEGORIES}
            label="Preset categories"
            className="-mx-5 px-5 sm:mx-0 sm:px-0"
          />
          {/* Phones: a row that scrolls sideways, so the prompt box stays near; from `sm` on: a grid. */}
          <ul
            className="-mx-5 relative flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0"
            data-slot="playground-preset-list"
          >
            {shownPresets.map((preset) => (
              <li key={preset.id} className="w-64 min-w-0 shrink-0 snap-start sm:w-auto">
                <PresetCard
                  preset={preset}
                  selected={preset.id === selectedPresetId}
                  onSelect={onPresetSelect}
                />
              </li>
            ))}
          </ul>
        </Panel>

        <Panel
          slot="playground-models"
          title="Select Model"
          titleId={`${id}-models`}
          actions={
            onRefreshModels && (
              <Button
                variant="outline"
                size="sm"
                onClick={onRefreshModels}
                disabled={isRefreshingModels || modelsStatus === "loading"}
                data-slot="playground-refresh"
              >
                <RefreshCw aria-hidden="true" className={cn(isRefreshingModels && "animate-spin")} />
                Refresh
              </Button>
            )
          }
        >
          <CategoryChips
            value={filters.category}
            onValueChange={(category) =>
              update({ category: category as PlaygroundModelCategory | undefined })
            }
            categories={PLAYGROUND_MODEL_CATEGORIES}
            label="Model categories"
            className="-mx-5 px-5 sm:mx-0 sm:px-0"
          />
          <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
            <div className="col-span-2 flex h-9 items-center gap-2 sm:col-span-1 sm:self-end">
              <input
                id={`${id}-open-source`}
                type="checkbox"
                checked={filters.openSourceOnly}
                onChange={(event) => update({ openSourceOnly: event.target.checked })}
                className="size-4 cursor-pointer rounded border-zinc-300 accent-indigo-600 dark:border-zinc-600 dark:accent-indigo-400"
              />
              <label
                htmlFor={`${id}-open-source`}
                className="cursor-pointer text-sm text-zinc-800 dark:text-zinc-200"
              >
                Open Source Only
              </label>
            </div>
            <LabelledSelect
              id={`${id}-min-downloads`}
              label="Min Downloads"
              value={String(filters.minDownloads)}
              onChange={(event) => update({ minDownloads: Number(event.target.value) })}
            >
              {MIN_DOWNLOADS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect
              id={`${id}-sort`}
              label="Sort By"
              value={filters.sortBy}
              onChange={(event) => setFilters(withSortBy(filters, event.target.value as PlaygroundModelSort))}
            >
              {PLAYGROUND_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </LabelledSelect>
            <LabelledSelect
              id={`${id}-order`}
              label="Order"
              value={filters.order}
              onChange={(event) => update({ order: event.target.value as SortOrder })}
            >
              {SORT_ORDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </LabelledSelect>
          </div>

          {modelsStatus === "loading" && (
            <div data-slot="playground-models-loading" aria-busy="true" className="flex flex-col gap-3">
              <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
                Loading models…
              </p>
              <div aria-hidden="true" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {Array.from({ length: 6 }, (_, index) => (
                  <ModelOptionSkeleton key={index} />
                ))}
              </div>
            </div>
          )}

          {modelsStatus === "error" && (
            <div
              role="alert"
              data-slot="playground-models-error"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200"
            >
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              <p className="min-w-0 flex-1">
                <span className="font-medium">Couldn't load the models.</span>{" "}
                {modelsError ?? "Failed to fetch models"}
              </p>
              {onRefreshModels && (
                <Button variant="outline" size="sm" onClick={onRefreshModels}>
                  <RefreshCw aria-hidden="true" />
                  Retry
                </Button>
              )}
            </div>
          )}

          {modelsStatus === "success" && (
            <>
              <p
                data-slot="playground-models-count"
                aria-live="polite"
                className="text-sm text-zinc-600 dark:text-zinc-400"
              >
                Showing {shownModels.length} of {models.length} models
              </p>
              {shownModels.length === 0 ? (
                <div
                  data-slot="playground-models-empty"
                  className="flex flex-col items-center gap-3 rounded-lg border border-zinc-300 border-dashed p-6 text-center dark:border-zinc-700"
                >
                  <SearchX aria-hidden="true" className="size-8 text-zinc-400 dark:text-zinc-500" />
                  <p className="text-sm text-zinc-700 dark:text-zinc-300">
                    {models.length === 0
                      ? "No models are available right now."
                      : "No models match these filters."}
                  </p>
                  {models.length === 0 ? (
                    onRefreshModels && (
                      <Button variant="outline" size="sm" onClick={onRefreshModels}>
                        <RefreshCw aria-hidden="true" />
                        Refresh
                      </Button>
                    )
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setFilters(DEFAULT_PLAYGROUND_MODEL_FILTERS)}
                    >
                      <RotateCcw aria-hidden="true" />
                      Reset Filters
                    </Button>
                  )}
                </div>
              ) : (
                <fieldset className="m-0 min-w-0 border-0 p-0" data-slot="playground-model-options">
                  <legend className="sr-only">Model</legend>
                  <div
                    aria-busy={isRefreshingModels || undefined}
                    className={cn(
                      "-m-1 grid max-h-96 grid-cols-1 gap-3 overflow-y-auto p-1 sm:grid-cols-2",
                      isRefreshingModels && "opacity-60",
                    )}
                  >
                    {shownModels.map((model) => (
                      <ModelOptionCard
                        key={model.id}
                        model={model}
                        name={`${id}-model`}
                        checked={model.id === selectedModelId}
                        onSelect={onModelSelect}
                        locale={locale}
                      />
                    ))}
                  </div>
                </fieldset>
              )}
            </>
          )}
        </Panel>
      </div>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel slot="playground-prompt" title="Your Prompt" titleId={`${id}-prompt-title`}>
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (canRun) onRun();
              }}
            >
              <textarea
                id={`${id}-prompt`}
                aria-labelledby={`${id}-prompt-title`}
                aria-describedby={`${id}-prompt-count ${id}-prompt-hint`}
                value={prompt}
                onChange={(event) => onPromptChange(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    if (canRun) onRun();
                  }
                }}
                rows={6}
                placeholder="Ask anything, or choose a preset above…"
                data-slot="playground-prompt-input"
                className={cn(
                  "min-h-36 w-full resize-y rounded-lg border border-zinc-300 bg-white px-3 py-2.5 text-sm text-zinc-900 leading-relaxed shadow-xs outline-none placeholder:text-zinc-500",
                  "focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/40",
                  "dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:focus-visible:border-indigo-400 dark:focus-visible:ring-indigo-400/40",
                )}
              />
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                <span id={`${id}-prompt-count`} data-slot="playground-prompt-count" className="tabular-nums">
                  {prompt.length.toLocaleString(locale)} {prompt.length === 1 ? "character" : "characters"}
                </span>
                <span id={`${id}-prompt-hint`}>
                  {selectedModelId ? (
                    <>
                      Model:{" "}
                      <span className="font-medium text-zinc-800 dark:text-zinc-200" title={selectedModelId}>
                        {playgroundModelName(selectedModel?.id ?? selectedModelId)}
                      </span>
                    </>
                  ) : (
                    "No model selected"
                  )}
                  {paymentsOn && ` · ${formatUsdcAmount(paymentConfig.amount)} USDC per prompt`}
                  <span className="hidden sm:inline"> · Ctrl/⌘ + Enter to run</span>
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  type="submit"
                  disabled={!canRun}
                  loading={generating || paying}
                  data-slot="playground-run"
                >
                  {!(generating || paying) && <Play aria-hidden="true" />}
                  {runLabel}
                </Button>
                {generating && onCancelRun && (
                  <Button variant="outline" onClick={onCancelRun} data-slot="playground-stop">
                    <Square aria-hidden="true" />
                    Stop
                  </Button>
                )}
                {onTestPayment && (
                  <Button
                    variant="outline"
                    onClick={onTestPayment}
                    disabled={paying}
                    data-slot="playground-test-payment"
                  >
                    <WalletCards aria-hidden="true" />
                    Test Payment
                  </Button>
                )}
              </div>
            </form>
          </Panel>

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
              footer={
                run.receipt && (
                  <p data-slot="playground-run-receipt" className="text-xs text-zinc-600 dark:text-zinc-400">
                    Paid {formatUsdcAmount(run.receipt.amount)} USDC ·{" "}
                    {getExplorerUrl ? (
                      <a
                        href={getExplorerUrl(run.receipt.signature)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                      >
                        View transaction<span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <span className="font-mono">{run.receipt.signature}</span>
                    )}
                  </p>
                )
              }
            />
          )}
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Payments and tips">
          {paymentsOn && (
            <Panel slot="playground-spending" title="Session Spending" titleId={`${id}-spending`}>
              {onSpendCapChange ? (
                <SpendCap cap={spendCap} spent={spent} onCapChange={onSpendCapChange} inputId={capInputId} />
              ) : null}
              <div className="flex flex-col gap-2">
                <h3 className="font-medium text-sm text-zinc-900 dark:text-zinc-100">Receipts</h3>
                <ReceiptList receipts={receipts} getExplorerUrl={getExplorerUrl} locale={locale} />
              </div>
            </Panel>
          )}
          {paymentsOn && <PaymentConfigCard config={paymentConfig} />}
          <Panel
            slot="playground-tips"
            title={
              <span className="flex items-center gap-2">
                <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
                Tips
              </span>
            }
            titleId={`${id}-tips`}
          >
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-zinc-700 marker:text-zinc-400 dark:text-zinc-300">
              <li>Start from a preset, then edit it: the category chips narrow the list.</li>
              <li>Be specific about the format, length and audience you want.</li>
              <li>If a model is loading, the playground retries; if it fails, the next model answers.</li>
              {paymentsOn ? (
                <li>
                  Each prompt costs {formatUsdcAmount(paymentConfig.amount)} USDC on{" "}
                  {paymentNetworkLabel(paymentConfig.network)}, paid from your wallet only when an answer
                  comes back. The spend cap limits this session.
                </li>
              ) : (
                <li>Prompts are free here: no wallet needed.</li>
              )}
            </ul>
          </Panel>
        </aside>
      </div>

      {testPayment && (
        <Dialog open={testPayment.open} onOpenChange={testPayment.onOpenChange}>
          <DialogContent data-slot="playground-test-payment-dialog">
            <DialogHeader>
              <DialogTitle>Test Payment</DialogTitle>
              <DialogDescription>
                {testPayment.status === "loading"
                  ? "Sending a test request to /api/inference…"
                  : testPayment.status === "error"
                    ? (testPayment.error ?? "Request failed.")
                    : `/api/inference answered ${testPayment.httpStatus ?? "n/a"}${testPayment.httpStatus === 402 ? " Payment Required: the endpoint asks for a payment." : "."}`}
              </DialogDescription>
            </DialogHeader>
            {testPayment.status === "success" && testPayment.body !== undefined && (
              <pre
                data-slot="playground-test-payment-body"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
                tabIndex={0}
                className="max-h-80 overflow-auto rounded-lg bg-zinc-50 p-3 font-mono text-xs text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-zinc-950 dark:text-zinc-100"
              >
                {testPayment.body}
              </pre>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
