import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  comparedBertBaseUncased,
  comparedDistilbertSst2,
  comparedLlama31Instruct,
  comparedUnknownA,
  comparedUnknownB,
} from "../../fixtures/models";
import { narrowViewport, screenOf as screen, WithOpener } from "../../lib/story-support";
import { SideBySide } from "../SideBySide/SideBySide";
import { ComparisonModal } from "./ComparisonModal";

/** The order of the rows (spec §2). */
const ROWS = [
  "Author",
  "Model Type",
  "Last Updated",
  "Likes",
  "Downloads",
  "Model Size",
  "Parameters",
  "Inference Speed",
  "Primary Use Cases",
  "Tags",
  "Accuracy Score",
  "Speed Score",
];

const meta = {
  title: "Components/ComparisonModal",
  component: ComparisonModal,
  args: {
    open: true,
    onOpenChange: fn(),
    models: [comparedLlama31Instruct, comparedBertBaseUncased],
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
  // Open state as the app keeps it, and a button that reopens the dialog.
  render: (args) => (
    <WithOpener dialog={ComparisonModal} args={args} opener="Open comparison" openerVariant="outline" />
  ),
} satisfies Meta<typeof ComparisonModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cells of a row, left model first. */
function cells(dialog: HTMLElement, row: string): HTMLElement[] {
  const header = within(dialog).getByRole("rowheader", { name: row });
  return [...(header.parentElement as HTMLElement).querySelectorAll("td")];
}

/** Llama has more likes (left wins), BERT more downloads (right wins). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog", { name: "Compare Models" });
    await expect(dialog).toHaveAccessibleDescription(
      "meta-llama/Llama-3.1-8B-Instruct vs google-bert/bert-base-uncased",
    );
    const rowHeaders = within(dialog).getAllByRole("rowheader");
    await expect(rowHeaders.map((header) => header.textContent)).toEqual(ROWS);
    const [likesLeft, likesRight] = cells(dialog, "Likes");
    await expect(likesLeft).toHaveTextContent("4,387");
    await expect(within(likesLeft!).getByText("Winner")).toBeVisible();
    await expect(within(likesRight!).queryByText("Winner")).toBeNull();
    const [downloadsLeft, downloadsRight] = cells(dialog, "Downloads");
    await expect(within(downloadsLeft!).queryByText("Winner")).toBeNull();
    await expect(within(downloadsRight!).getByText("Winner")).toBeVisible();
    await expect(downloadsRight).toHaveTextContent("61,234,567");
    await expect(within(dialog).getAllByText("Winner")).toHaveLength(2);
    // Real values where the hub has them, "n/a" where it has none.
    await expect(cells(dialog, "Model Size").map((cell) => cell.textContent)).toEqual(["16.1 GB", "440 MB"]);
    await expect(cells(dialog, "Parameters").map((cell) => cell.textContent)).toEqual(["8.0B", "110M"]);
    await expect(cells(dialog, "Model Type").map((cell) => cell.textContent)).toEqual([
      "text-generation",
      "fill-mask",
    ]);
    await expect(cells(dialog, "Last Updated").map((cell) => cell.textContent)).toEqual([
      "Sep 25, 2024",
      "Feb 19, 2024",
    ]);
    for (const cell of cells(dialog, "Inference Speed"))
      await expect(cell).toHaveTextContent("not available");
    // Six tags at most.
    for (const cell of cells(dialog, "Tags")) {
      await expect(within(cell).getAllByRole("listitem")).toHaveLength(6);
    }
    const table = within(dialog).getByRole("region", { name: "Comparison table" });
    await expect(getComputedStyle(table).maxHeight).toBe(`${Math.round(window.innerHeight * 0.6)}px`);
  },
};

export const Playground: Story = {};

/** Swapped columns: the badges swap too. */
export const WinnerOtherSide: Story = {
  args: { models: [comparedBertBaseUncased, comparedLlama31Instruct] },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    const [likesLeft, likesRight] = cells(dialog, "Likes");
    await expect(within(likesLeft!).queryByText("Winner")).toBeNull();
    await expect(within(likesRight!).getByText("Winner")).toBeVisible();
    const [downloadsLeft, downloadsRight] = cells(dialog, "Downloads");
    await expect(within(downloadsLeft!).getByText("Winner")).toBeVisible();
    await expect(within(downloadsRight!).queryByText("Winner")).toBeNull();
  },
};

/** A published evaluation result shows as "91.1% accuracy (glue sst2)". */
export const WithAccuracy: Story = {
  args: { models: [comparedDistilbertSst2, comparedBertBaseUncased] },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    const [left, right] = cells(dialog, "Accuracy Score");
    await expect(left).toHaveTextContent("91.1% accuracy (glue sst2)");
    await expect(right).toHaveTextContent("not available");
  },
};

/** Nothing known beyond the list data: every unknown value reads "n/a"; equal counts have no winner. */
export const MissingMetrics: Story = {
  args: { models: [comparedUnknownA, comparedUnknownB] },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    for (const row of [
      "Author",
      "Last Updated",
      "Model Size",
      "Parameters",
      "Inference Speed",
      "Primary Use Cases",
      "Accuracy Score",
      "Speed Score",
    ]) {
      for (const cell of cells(dialog, row)) await expect(cell).toHaveTextContent("n/anot available");
    }
    await expect(cells(dialog, "Model Type").map((cell) => cell.textContent)).toEqual([
      "General Purpose",
      "General Purpose",
    ]);
    await expect(within(dialog).queryByText("Winner")).toBeNull();
  },
};

export const MissingMetricsDark: Story = { ...MissingMetrics, globals: { theme: "dark" } };

export const Dark: Story = { globals: { theme: "dark" } };

export const Loading: Story = {
  args: { models: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog", { name: "Compare Models" });
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading comparison");
    await expect(within(dialog).queryByRole("table")).toBeNull();
  },
};

// biome-ignore lint/suspicious/noShadowRestrictedNames: the story id "components-comparisonmodal--error" is API
export const Error: Story = {
  args: { models: undefined, status: "error", error: "Failed to fetch model details", onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    const alert = within(dialog).getByRole("alert");
    await expect(alert).toHaveTextContent("Failed to fetch model details");
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Escape closes it and focus goes back where it was. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const body = screen(canvasElement);
    const trigger = body.getByRole("button", { name: "Open comparison" });
    await userEvent.click(trigger);
    await body.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Tab and Shift+Tab stay inside the dialog. */
export const FocusTrapped: Story = {
  args: { getModelHref: (model) => `/model/${model.id}` },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(dialog.contains(doc.activeElement)).toBe(true));
    // More presses than there are focusable elements: focus wraps around.
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialog.contains(doc.activeElement)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(doc.activeElement)).toBe(true);
    }
    await expect(within(dialog).getByRole("link", { name: "google-bert/bert-base-uncased" })).toHaveAttribute(
      "href",
      "/model/google-bert/bert-base-uncased",
    );
  },
};

/** "Close", "View Details" and the corner icon all close it. */
export const CloseButtons: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const body = screen(canvasElement);
    for (const name of ["Close", "View Details", "Close dialog"]) {
      await userEvent.click(body.getByRole("button", { name: "Open comparison" }));
      const dialog = await body.findByRole("dialog");
      await userEvent.click(within(dialog).getByRole("button", { name }));
      await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    }
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click on the backdrop closes it. */
export const BackdropClick: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await userEvent.click(body.getByRole("button", { name: "Open comparison" }));
    await body.findByRole("dialog");
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
  },
};

/**
 * The router's probe figures: "588 ms to first token" and "45.4 tokens/s" (a real router's provider, left);
 * the local stand-in's own figures say whose speed they are (right).
 */
export const WithSpeeds: Story = {
  args: {
    models: [
      { ...comparedLlama31Instruct, inferenceSpeed: "588 ms to first token", speedScore: 45.4 },
      {
        ...comparedDistilbertSst2,
        inferenceSpeed: "1 ms to first token",
        speedScore: 52_310.5,
        speedStandIn: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    const [speedLeft, speedRight] = cells(dialog, "Inference Speed");
    await expect(speedLeft).toHaveTextContent(/^588 ms to first token$/);
    await expect(speedRight).toHaveTextContent("1 ms to first tokenlocal stand-in, not the model's speed");
    const [scoreLeft, scoreRight] = cells(dialog, "Speed Score");
    await expect(scoreLeft).toHaveTextContent(/^45\.4 tokens\/s$/);
    await expect(scoreRight).toHaveTextContent("52,310.5 tokens/slocal stand-in, not the model's speed");
  },
};

/** "Run both" swaps the table for the side-by-side run (the app passes it in); "Back to table" swaps back. */
export const WithRunBoth: Story = {
  args: {
    runBoth: (
      <SideBySide
        prompt="Say hello."
        sides={[
          { model: "meta-llama/Llama-3.1-8B-Instruct", status: "idle" },
          { model: "google/gemma-2-9b-it", status: "idle" },
        ]}
        onPromptChange={fn()}
        onRun={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Run both" }));
    await expect(within(dialog).getByRole("region", { name: "Run both models" })).toBeVisible();
    await expect(within(dialog).queryByRole("region", { name: "Comparison table" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Back to table" }));
    await expect(within(dialog).getByRole("region", { name: "Comparison table" })).toBeVisible();
  },
};
