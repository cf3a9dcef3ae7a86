import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  flightsPreview,
  flightsRowsAt50000,
  penguinsPreview,
  stateOfTheUnionPreview,
} from "../../fixtures/datasets";
import { narrowViewport } from "../../lib/story-support";
import { DATASET_PREVIEW_ROWS_PER_PAGE } from "./DatasetPreviewModal";
import { DatasetPreviewModalRowsPager, DatasetPreviewModalRowsTable } from "./DatasetPreviewModalRows";

type RowsArgs = React.ComponentProps<typeof DatasetPreviewModalRowsTable> &
  Pick<React.ComponentProps<typeof DatasetPreviewModalRowsPager>, "rowsPerPage" | "onRowsPageChange">;

/** The table over the pager, as the preview modal lays them out (the pager's `shown` is the rows given). */
function DatasetPreviewModalRows({ rowsPerPage, onRowsPageChange, ...table }: RowsArgs) {
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <DatasetPreviewModalRowsTable {...table} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-zinc-600 dark:text-zinc-400">
        <DatasetPreviewModalRowsPager
          offset={table.offset}
          shown={table.rows.length}
          total={table.total}
          busy={table.busy}
          rowsPerPage={rowsPerPage}
          onRowsPageChange={onRowsPageChange}
          locale={table.locale}
        />
      </div>
    </div>
  );
}

/**
 * The preview modal's rows: a virtualised table and its pager. The first load and a failed page are the
 * modal's (its Loading, Failed and PagingError stories); here a page is shown, busy or empty.
 */
const meta = {
  title: "Components/DatasetPreviewModal/DatasetPreviewModalRows",
  component: DatasetPreviewModalRows,
  parameters: { layout: "padded" },
  args: {
    datasetId: penguinsPreview.datasetName,
    columns: penguinsPreview.columns,
    features: penguinsPreview.features,
    rows: penguinsPreview.rows,
    offset: 0,
    total: penguinsPreview.totalRows,
    busy: false,
    locale: "en-US",
    rowsPerPage: DATASET_PREVIEW_ROWS_PER_PAGE,
    onRowsPageChange: fn(),
  },
} satisfies Meta<typeof DatasetPreviewModalRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement, datasetId: string) =>
  within(canvasElement).getByRole("region", { name: `Rows of ${datasetId}` });
const renderedRows = (table: HTMLElement) => [...table.querySelectorAll("tbody tr[data-index]")];
const cells = (row: Element) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);

/** The first 100 of 344 rows: only the visible ones are in the DOM; Next asks for offset 100. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = tableOf(canvasElement, "SIH/palmer-penguins");
    await expect(table).toHaveAttribute("tabindex", "0");
    await expect(table).not.toHaveAttribute("aria-busy");
    await expect(within(table).getByRole("table")).toHaveAttribute("aria-rowcount", "345");
    await waitFor(() => expect(renderedRows(table).length).toBeGreaterThan(5));
    await expect(renderedRows(table).length).toBeLessThan(100);
    await expect(cells(renderedRows(table)[0]!)).toEqual([
      "1",
      "Adelie",
      "Torgersen",
      "39.1",
      "18.7",
      "181",
      "3750",
      "MALE",
    ]);
    await expect(canvas.getByText("Rows 1–100 of 344")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Next" })).not.toHaveAttribute("aria-disabled");
    // Marked off, not disabled: a click reaching it anyway does nothing.
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }), { pointerEventsCheck: 0 });
    await expect(args.onRowsPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledOnce();
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(100);
  },
};

export const Playground: Story = {};

const flights = {
  datasetId: flightsPreview.datasetName,
  columns: flightsPreview.columns,
  features: flightsPreview.features,
  rows: flightsRowsAt50000.rows,
  offset: flightsRowsAt50000.offset,
  total: flightsRowsAt50000.total,
};

/** Deep in a 200,000-row split: numbered from 50,001; Previous, Next and Go to row ask for their offsets. */
export const Paging: Story = {
  args: flights,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = tableOf(canvasElement, flightsPreview.datasetName);
    await waitFor(() => expect(renderedRows(table).length).toBeGreaterThan(0));
    await expect(renderedRows(table)[0]).toHaveAttribute("aria-rowindex", "50002");
    await expect(cells(renderedRows(table)[0]!)[0]).toBe("50,001");
    await expect(canvas.getByText("Rows 50,001–50,100 of 200,000")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(49_900);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(50_100);
    const goTo = canvas.getByRole("spinbutton", { name: "Go to row" });
    await userEvent.type(goTo, "200001{Enter}");
    await expect(args.onRowsPageChange).toHaveBeenCalledTimes(2);
    await userEvent.clear(goTo);
    await userEvent.type(goTo, "123456{Enter}");
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(123_455);
  },
};

/**
 * Busy: the next page is on its way over the current rows. Paging is marked off, and keeps the focus.
 * The stale rows are dimmed, and still pass axe's colour-contrast rule.
 */
export const Busy: Story = {
  args: { ...flights, busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = tableOf(canvasElement, flightsPreview.datasetName);
    await expect(table).toHaveAttribute("aria-busy", "true");
    for (const name of ["Previous", "Next", "Go"]) {
      await expect(canvas.getByRole("button", { name })).toHaveAttribute("aria-disabled", "true");
    }
    const next = canvas.getByRole("button", { name: "Next" });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(next).toHaveFocus();
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Go to row" }), "7{Enter}");
    await expect(args.onRowsPageChange).not.toHaveBeenCalled();
  },
};

/** Empty: a page that came back with no rows says so; Next is off and Previous goes back. */
export const Empty: Story = {
  args: { ...flights, rows: [], offset: 199_900 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = tableOf(canvasElement, flightsPreview.datasetName);
    await expect(renderedRows(table)).toHaveLength(0);
    await expect(canvas.getByText("No rows at 199,901 of 200,000")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onRowsPageChange).toHaveBeenCalledWith(199_800);
  },
};

/** Long text is cut at 100 characters with "..." and wraps within its column. */
export const LongText: Story = {
  args: {
    datasetId: stateOfTheUnionPreview.datasetName,
    columns: stateOfTheUnionPreview.columns,
    features: stateOfTheUnionPreview.features,
    rows: stateOfTheUnionPreview.rows,
    total: stateOfTheUnionPreview.totalRows,
  },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement, stateOfTheUnionPreview.datasetName);
    await waitFor(() => expect(renderedRows(table)).toHaveLength(5));
    const full = String(stateOfTheUnionPreview.rows[0]!.text);
    const cell = renderedRows(table)[0]!.querySelector("td:last-child") as HTMLElement;
    await expect(cell).toHaveTextContent(`${full.slice(0, 100)}...`);
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** Keyboard: Tab reaches the table (to scroll it), Previous, Next and Go to row; Enter pages. */
export const Keyboard: Story = {
  args: flights,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(tableOf(canvasElement, flightsPreview.datasetName)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(50_100);
    await userEvent.tab();
    await expect(canvas.getByRole("spinbutton", { name: "Go to row" })).toHaveFocus();
    await userEvent.keyboard("5{Enter}");
    await expect(args.onRowsPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Rows 1–100 of 344")).toBeVisible();
  },
};

/** At 375 px the table scrolls sideways inside its box, and Previous and Next stay on one line. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: flights,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = tableOf(canvasElement, flightsPreview.datasetName);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const previous = canvas.getByRole("button", { name: "Previous" }).getBoundingClientRect();
    const next = canvas.getByRole("button", { name: "Next" }).getBoundingClientRect();
    await expect(next.top).toBe(previous.top);
  },
};
