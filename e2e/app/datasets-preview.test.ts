import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/*
 * The preview modal on the listed local datasets: the 200,000-row flights table (paged inside the modal
 * to row 50,000, with the mouse and with the keyboard) and the earthquakes table (a nested List column,
 * shown as JSON). Expected cells come from the npm files the emulator serves, read here independently.
 */

const require = createRequire(new URL("../../packages/emulators/package.json", import.meta.url));
const vegaFile = (file: string) =>
  join(dirname(dirname(require.resolve("vega-datasets"))), "data", file) as string;

type Flight = { delay: number; distance: number; time: number };
let flights: Flight[] | undefined;
/** `flights-200k.json` of vega-datasets, parsed once. */
const flightRows = () => {
  flights ??= JSON.parse(readFileSync(vegaFile("flights-200k.json"), "utf8")) as Flight[];
  return flights;
};
/** The cells a flights row must show: its 1-based number, then delay, distance and time as written. */
const flightCells = (index: number) => {
  const row = flightRows()[index] as Flight;
  return [(index + 1).toLocaleString("en-US"), String(row.delay), String(row.distance), String(row.time)];
};

/** The rows of the modal's table that are in the DOM (the table is virtualized), as cell texts. */
const tableRows = (dialog: Locator) =>
  dialog
    .locator('[data-slot="dataset-preview-table"] tbody tr[aria-rowindex]')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent?.trim() ?? "")),
    );

async function openPreview(page: Page, url: string, name: string) {
  await page.goto(url);
  const card = page
    .locator('[data-slot="dataset-card"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: /preview/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Dataset Preview" })).toBeVisible();
  return dialog;
}

test("the 200,000-row dataset's preview pages to row 50,000 with the right rows", async ({ page }) => {
  const dialog = await openPreview(
    page,
    "/huggingface-datasets?category=tabular-regression",
    "vega-flights-200k",
  );
  await expect(dialog.getByText("hiber-local/vega-flights-200k")).toBeVisible();
  const summary = dialog.locator('[data-slot="dataset-preview-summary"]');
  await expect(summary).toContainText("Total Rows200,000");
  await expect(summary).toContainText("Columns3");
  await expect(dialog.getByText("Showing first 100 rows")).toBeVisible();
  await expect.poll(async () => (await tableRows(dialog)).slice(0, 3)).toEqual([0, 1, 2].map(flightCells));

  // Next: the following 100 rows, fetched through /rows.
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Rows 101–200 of 200,000")).toBeVisible();
  await expect.poll(async () => (await tableRows(dialog))[0]).toEqual(flightCells(100));

  // Go to row 50,000: rows 50,000–50,099 (0-based 49,999…), equal to the file's.
  await dialog.getByLabel("Go to row").fill("50000");
  await dialog.getByRole("button", { name: "Go", exact: true }).click();
  await expect(dialog.getByText("Rows 50,000–50,099 of 200,000")).toBeVisible();
  await expect
    .poll(async () => (await tableRows(dialog)).slice(0, 5))
    .toEqual([49_999, 50_000, 50_001, 50_002, 50_003].map(flightCells));

  // The virtualized table scrolls to the page's last row with the keyboard (End on the focused region).
  // (Focus and End again if the first End is lost: on a loaded CI runner it once left the table at its top.)
  const table = dialog.locator('[data-slot="dataset-preview-table"]');
  await expect(async () => {
    await table.focus();
    await expect(table).toBeFocused();
    await page.keyboard.press("End");
    await expect
      .poll(async () => (await tableRows(dialog)).at(-1), { timeout: 3_000 })
      .toEqual(flightCells(50_098));
  }).toPass({ timeout: 20_000 });
  await expect(table.locator("tbody tr", { hasText: "50,099" })).toBeInViewport();

  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(dialog.getByText("Rows 49,900–49,999 of 200,000")).toBeVisible();
  await expect.poll(async () => (await tableRows(dialog))[0]).toEqual(flightCells(49_899));
});

test("the preview pages to row 50,000 with the keyboard alone", async ({ page }) => {
  const dialog = await openPreview(
    page,
    "/huggingface-datasets?category=tabular-regression",
    "vega-flights-200k",
  );
  await expect(dialog.getByText("Showing first 100 rows")).toBeVisible();
  // Tab from the dialog's start to the "Go to row" field, type, Enter.
  const input = dialog.getByLabel("Go to row");
  for (let i = 0; i < 12 && !(await input.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(input).toBeFocused();
  await page.keyboard.type("50000");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Rows 50,000–50,099 of 200,000")).toBeVisible();
  await expect.poll(async () => (await tableRows(dialog))[0]).toEqual(flightCells(49_999));
  // Shift+Tab back to "Next" (just before the field), Enter: rows 50,100–50,199; focus stays on Next,
  // so Enter again pages on.
  await expect(input).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  const next = dialog.getByRole("button", { name: "Next" });
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Rows 50,100–50,199 of 200,000")).toBeVisible();
  await expect.poll(async () => (await tableRows(dialog))[0]).toEqual(flightCells(50_099));
  await expect(next).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Rows 50,200–50,299 of 200,000")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the nested dataset's preview shows its list column as JSON", async ({ page }) => {
  const collection = JSON.parse(readFileSync(vegaFile("earthquakes.json"), "utf8")) as {
    features: { id: string; properties: { place: string }; geometry: { coordinates: number[] } }[];
  };
  const first = collection.features[0];
  if (!first) throw new Error("earthquakes.json has no features");

  const dialog = await openPreview(page, "/huggingface-datasets?sort=lastModified", "vega-earthquakes");
  await expect(dialog.locator('[data-slot="dataset-preview-summary"]')).toContainText(
    `Total Rows${collection.features.length.toLocaleString("en-US")}`,
  );
  const header = dialog.locator("thead th", { hasText: "coordinates" });
  await expect(header).toContainText("List<float64>");
  const row = dialog.locator('[data-slot="dataset-preview-table"] tbody tr[aria-rowindex="2"]');
  await expect(row.locator("td").first()).toHaveText(first.id);
  await expect(row.getByText(first.properties.place, { exact: true })).toBeVisible();
  await expect(row.locator("td").last()).toHaveText(JSON.stringify(first.geometry.coordinates));
});

test("Preview is offered only where the hub's card has the viewer on", async ({ page }) => {
  // The default first page (most downloads): each card offers Preview or says why it has none, never both.
  await page.goto("/huggingface-datasets");
  const cards = page.locator('[data-slot="dataset-card"]');
  await expect(cards).toHaveCount(12);
  const noPreview = '[data-slot="dataset-card-no-preview"]';
  await expect(
    cards.filter({ has: page.locator(noPreview) }).getByRole("button", { name: /preview/i }),
  ).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await cards.getByRole("button", { name: /preview/i }).count()) +
        (await cards.locator(noPreview).count()),
    )
    .toBe(12);
  const dialog = await openPreview(page, "/huggingface-datasets?category=tabular-classification", "iris");
  await expect(dialog.getByText("Iris-setosa").first()).toBeVisible();
});

test("a well-known dataset previews its sample rows, labelled as sample", async ({ page }) => {
  test.setTimeout(60_000);
  const imdb = await openPreview(page, "/huggingface-datasets?category=text-classification", "imdb");
  await expect(imdb.locator('[data-slot="dataset-preview-summary"]')).toContainText(
    "Splittrain · plain_text",
  );
  await expect(imdb.getByText(/^I rented I AM CURIOUS-YELLOW from my video store/)).toBeVisible();
  await expect(
    imdb.getByText("Sample rows from the emulated datasets server, not this dataset's own files."),
  ).toBeVisible();
});

test("a dataset without a viewer says why it has no preview where Preview would be", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/huggingface-datasets?category=image-classification");
  const card = page
    .locator('[data-slot="dataset-card"]')
    .filter({ has: page.getByRole("heading", { name: "mnist", exact: true }) });
  await expect(card.locator('[data-slot="dataset-card-no-preview"]')).toHaveText(
    "No preview: its dataset viewer is disabled",
  );
  await expect(card.getByRole("button", { name: /preview/i })).toHaveCount(0);
});
