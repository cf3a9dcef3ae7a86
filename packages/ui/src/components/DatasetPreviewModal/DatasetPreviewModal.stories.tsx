import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  earthquakesPreview,
  flightsPreview,
  flightsRowsAt50000,
  irisPreview,
  penguinsPreview,
  rottenTomatoesPreview,
  stateOfTheUnionPreview,
} from "../../fixtures/datasets";
import { narrowViewport } from "../../lib/story-support";
import {
  DatasetPreviewModal,
  type DatasetPreviewModalProps,
  type DatasetPreviewRowsPage,
} from "./DatasetPreviewModal";

const meta = {
  title: "Components/DatasetPreviewModal",
  component: DatasetPreviewModal,
  args: {
    open: true,
    onOpenChange: fn(),
    datasetId: penguinsPreview.datasetName,
    status: "success",
    preview: penguinsPreview,
    onRetry: fn(),
    onRowsPageChange: fn(),
    locale: "en-US",
  },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof DatasetPreviewModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal lives in a portal on `document.body`. */
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await bodyOf(canvasElement).findByRole("dialog", { name: "Dataset Preview" }));
const tableOf = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-slot="dataset-preview-table"]') as HTMLElement;
/** Text of each header cell and of each rendered row's cells. */
const headers = (table: HTMLElement) => [...table.querySelectorAll("thead th")].map((th) => th.textContent);
const renderedRows = (table: HTMLElement) => [...table.querySelectorAll("tbody tr[data-index]")];
const cells = (row: Element) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

export const Loading: Story = {
  args: { status: "loading", preview: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading dataset preview...");
    await expect(dialog.getByText("SIH/palmer-penguins")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /View on HuggingFace/ })).toHaveAttribute(
      "href",
      "https://huggingface.co/datasets/SIH/palmer-penguins",
    );
  },
};

/** Tabular rows from `/first-rows`, in a virtualized table: only the visible rows are in the DOM. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const summary = canvasElement.ownerDocument.querySelector(
      '[data-slot="dataset-preview-summary"]',
    ) as HTMLElement;
    await expect(summary).toHaveTextContent("Total Rows344");
    await expect(summary).toHaveTextContent("Columns7");
    await expect(summary).toHaveTextContent("Splittrain");
    await expect(dialog.getByText("Showing first 100 rows")).toBeVisible();

    const table = tableOf(canvasElement);
    await expect(headers(table)[0]).toBe("#");
    await expect(headers(table)[1]).toBe("Speciesstring");
    const rows = renderedRows(table);
    await expect(rows.length).toBeGreaterThan(5);
    await expect(rows.length).toBeLessThan(100);
    await expect(cells(rows[0]!)).toEqual([
      "1",
      "Adelie",
      "Torgersen",
      "39.1",
      "18.7",
      "181",
      "3750",
      "MALE",
    ]);
    // Row 4 of the penguins has no measurements: dashes.
    await expect(cells(rows[3]!)).toEqual(["4", "Adelie", "Torgersen", "-", "-", "-", "-", "-"]);

    // The hub link opens a new tab safely.
    const hub = dialog.getByRole("link", { name: /View on HuggingFace/ });
    await expect(hub).toHaveAttribute("target", "_blank");
    await expect(hub).toHaveAttribute("rel", "noopener noreferrer");

    // Next pages on: the app fetches /rows at offset 100.
    await expect(dialog.getByText("Rows 1–100 of 344")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(dialog.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(100);

    await userEvent.click(dialog.getByRole("button", { name: "Close" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * The table is a focusable, labelled scroll container (so arrow keys, Page Down and End scroll it; synthetic
 * key events cannot scroll, so the play function scrolls it directly), and scrolling renders the rows
 * further down. Tab stays inside the dialog; Escape closes it.
 */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const table = dialog.getByRole("region", { name: "Rows of SIH/palmer-penguins" });
    await expect(table).toHaveAttribute("tabindex", "0");
    await expect(table.scrollHeight).toBeGreaterThan(table.clientHeight);
    table.focus();
    await expect(table).toHaveFocus();
    table.scrollTop = table.scrollHeight;
    await waitFor(() => expect(cells(renderedRows(table).at(-1)!)[0]).toBe("100"));
    await expect(renderedRows(table).length).toBeLessThan(100);
    // Focus stays inside the dialog while tabbing.
    const dialogElement = canvasElement.ownerDocument.querySelector('[role="dialog"]') as HTMLElement;
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      await expect(dialogElement.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A ClassLabel column shows the label's name and its index (iris `Species`). */
export const ClassLabel: Story = {
  args: { datasetId: irisPreview.datasetName, preview: irisPreview },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await waitFor(() => expect(renderedRows(table).length).toBeGreaterThan(0));
    await expect(headers(table).at(-1)).toBe("SpeciesClassLabel");
    await expect(cells(renderedRows(table)[0]!)).toEqual([
      "1",
      "1",
      "5.1",
      "3.5",
      "1.4",
      "0.2",
      "Iris-setosa(0)",
    ]);
  },
};

/** Lists and objects show as JSON (earthquake coordinates). */
export const Nested: Story = {
  args: { datasetId: earthquakesPreview.datasetName, preview: earthquakesPreview },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await waitFor(() => expect(renderedRows(table).length).toBeGreaterThan(0));
    await expect(headers(table).at(-1)).toBe("coordinatesList<float64>");
    await expect(cells(renderedRows(table)[0]!).at(-1)).toBe("[-118.6671667,34.4945,26.49]");
  },
};

/** Text over 100 characters is cut and followed by "...". */
export const LongText: Story = {
  args: { datasetId: stateOfTheUnionPreview.datasetName, preview: stateOfTheUnionPreview },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await waitFor(() => expect(renderedRows(table).length).toBe(5));
    const text = cells(renderedRows(table)[0]!).at(-1)!;
    const full = String(stateOfTheUnionPreview.rows[0]!.text);
    await expect(text).toBe(`${full.slice(0, 100)}...`);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("Showing first 5 rows")).toBeVisible();
    await expect(dialog.getByText("Total Rows").nextElementSibling).toHaveTextContent("233");
  },
};

/** The `/rows` fallback's five rows (rotten_tomatoes); review 2 is over 100 characters. */
export const FallbackRows: Story = {
  args: { datasetId: rottenTomatoesPreview.datasetName, preview: rottenTomatoesPreview },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("Showing first 5 rows")).toBeVisible();
    await expect(dialog.getByText("Rows 1–5 of 8,530")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(5);
  },
};

export const Failed: Story = {
  args: {
    datasetId: "stanfordnlp/imdb",
    status: "error",
    preview: undefined,
    error: "Failed to load dataset preview for stanfordnlp/imdb: Not found.",
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = dialog.getByRole("alert");
    await expect(within(alert).getByRole("heading", { name: "Failed to load preview" })).toBeVisible();
    await expect(alert).toHaveTextContent("Failed to load dataset preview for stanfordnlp/imdb: Not found.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The datasets server has no rows for the dataset (its viewer is disabled): the reason, nothing to retry. */
export const Unavailable: Story = {
  args: { datasetId: "ylecun/mnist", status: "unavailable", preview: undefined, error: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const status = dialog.getByRole("status");
    await expect(within(status).getByRole("heading", { name: "No preview for this dataset" })).toBeVisible();
    await expect(status).toHaveTextContent(/The dataset viewer is not available for this dataset/);
    await expect(dialog.queryByRole("alert")).toBeNull();
    await expect(dialog.queryByRole("button", { name: "Try Again" })).toBeNull();
  },
};

/** Rows of an emulated datasets server are labelled as sample rows. */
export const SampleRows: Story = {
  args: { datasetId: rottenTomatoesPreview.datasetName, preview: rottenTomatoesPreview, sample: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText("Sample rows from the emulated datasets server, not this dataset's own files."),
    ).toBeVisible();
  },
};

/** Without a message the reason reads "Unknown error". */
export const FailedUnknown: Story = {
  args: { datasetId: "stanfordnlp/imdb", status: "error", preview: undefined, error: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("alert")).toHaveTextContent(
      "Failed to load dataset preview for stanfordnlp/imdb: Unknown error",
    );
  },
};

const page50000: DatasetPreviewRowsPage = { ...flightsRowsAt50000, status: "success" };

/** Deep in a 200,000-row split: rows 50,001–50,100. */
export const Paging: Story = {
  args: { datasetId: flightsPreview.datasetName, preview: flightsPreview, rowsPage: page50000 },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("Rows 50,001–50,100 of 200,000")).toBeVisible();
    await expect(dialog.queryByText(/Showing first/)).toBeNull();
    const table = tableOf(canvasElement);
    await expect(table.querySelector("table")).toHaveAttribute("aria-rowcount", "200001");
    const first = renderedRows(table)[0]!;
    await expect(first).toHaveAttribute("aria-rowindex", "50002");
    await expect(cells(first)).toEqual(["50,001", "0", "336", "9.516666666666666"]);
    await userEvent.click(dialog.getByRole("button", { name: "Previous" }));
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(49_900);
    await userEvent.click(dialog.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(50_100);
    await userEvent.type(dialog.getByRole("spinbutton", { name: "Go to row" }), "123456");
    await userEvent.click(dialog.getByRole("button", { name: "Go" }));
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(123_455);
  },
};

/** A page on its way: a placeholder, and paging is disabled. */
export const PagingLoading: Story = {
  args: {
    datasetId: flightsPreview.datasetName,
    preview: flightsPreview,
    rowsPage: { offset: 100, total: 200_000, rows: [], status: "loading" },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("status")).toHaveTextContent("Loading rows...");
    await expect(dialog.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    // Marked, not disabled: Enter does nothing, and the keyboard focus stays on the button.
    const next = dialog.getByRole("button", { name: "Next" });
    await expect(next).toHaveAttribute("aria-disabled", "true");
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRowsPageChange).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

/** A page failed: its own error, with Try Again for that offset. */
export const PagingError: Story = {
  args: {
    datasetId: flightsPreview.datasetName,
    preview: flightsPreview,
    rowsPage: {
      offset: 300,
      total: 200_000,
      rows: [],
      status: "error",
      error: "The server is busier than usual and the response is not ready yet. Please retry later.",
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole("alert")).toHaveTextContent(
      "Failed to load rows 301–400: The server is busier",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Try Again" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(300);
  },
};

/** Paging wired to state as the app does, with the flights rows at 50,000 as the only fetched page. */
function PagingDemo(props: DatasetPreviewModalProps) {
  const [rowsPage, setRowsPage] = useState<DatasetPreviewRowsPage | undefined>();
  return (
    <DatasetPreviewModal
      {...props}
      rowsPage={rowsPage}
      onRowsPageChange={(offset) => {
        props.onRowsPageChange?.(offset);
        setRowsPage(
          offset === page50000.offset
            ? page50000
            : { offset, total: 200_000, rows: [], status: "error", error: "Not in the story's fixture" },
        );
      }}
    />
  );
}

/** "Go to row" 50,001 shows that page; the table starts from its top. */
export const GoToRow: Story = {
  args: { datasetId: flightsPreview.datasetName, preview: flightsPreview },
  render: (args) => <PagingDemo {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText("Rows 1–100 of 200,000")).toBeVisible();
    await userEvent.type(dialog.getByRole("spinbutton", { name: "Go to row" }), "50001{Enter}");
    await expect(await dialog.findByText("Rows 50,001–50,100 of 200,000")).toBeVisible();
    const table = tableOf(canvasElement);
    await expect(table.scrollTop).toBe(0);
    await expect(cells(renderedRows(table)[0]!)[0]).toBe("50,001");
  },
};

export const LoadedDark: Story = {
  globals: { theme: "dark" },
  args: { preview: irisPreview, datasetId: irisPreview.datasetName },
};

/** Previous and Next sit side by side on one line, whatever the width of the range before them. */
const stepsOnOneLine = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await dialogOf(canvasElement);
  const previous = dialog.getByRole("button", { name: "Previous" }).getBoundingClientRect();
  const next = dialog.getByRole("button", { name: "Next" }).getBoundingClientRect();
  await expect(next.top).toBe(previous.top);
  await expect(next.left).toBeGreaterThan(previous.right);
};

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { datasetId: flightsPreview.datasetName, preview: flightsPreview, rowsPage: page50000 },
  play: stepsOnOneLine,
};

/** 375 px on the first page: a short range leaves room for Previous beside it, and Next still stays beside Previous. */
export const NarrowFirstPage: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    datasetId: flightsPreview.datasetName,
    preview: flightsPreview,
    rowsPage: { offset: 0, total: flightsPreview.totalRows, rows: flightsPreview.rows, status: "success" },
  },
  play: stepsOnOneLine,
};

export const FailedNarrow: Story = {
  ...Failed,
  tags: ["narrow"],
  globals: narrowViewport,
};
