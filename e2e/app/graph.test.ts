import { type CatalogueModel, expect, readCatalogue, test } from "./fixtures.ts";

interface CatalogueDataset {
  id: string;
  downloads: number;
}
const models = [...readCatalogue<{ models: CatalogueModel[] }>("models.json").models].sort(
  (a, b) => b.downloads - a.downloads,
);
const datasets = [...readCatalogue<{ datasets: CatalogueDataset[] }>("datasets.json").datasets].sort(
  (a, b) => b.downloads - a.downloads,
);
const count = (page: import("@playwright/test").Page, name: string) =>
  page.locator(`[data-slot="graph-count-${name}"]`);

test("Load More Nodes grows the graph to 150 models and 75 datasets, then reads Max Reached", async ({
  page,
}) => {
  expect(models.length).toBeGreaterThanOrEqual(150);
  expect(datasets.length).toBeGreaterThanOrEqual(75);
  await page.goto("/graph");
  await expect(count(page, "models")).toHaveText("50");
  await expect(count(page, "datasets")).toHaveText("30");
  await expect(page.locator("canvas")).toBeVisible();
  const expected = [
    ["75", "45"],
    ["100", "60"],
    ["125", "75"],
    ["150", "75"],
  ];
  for (const [modelCount, datasetCount] of expected) {
    await page.getByRole("button", { name: "Load More Nodes" }).click();
    await expect(count(page, "models")).toHaveText(modelCount as string);
    await expect(count(page, "datasets")).toHaveText(datasetCount as string);
  }
  await expect(page.getByRole("button", { name: "Max Reached" })).toBeDisabled();
  const nodes = await page.getByTestId("graph-node-count").textContent();
  const contributors = Number(await count(page, "contributors").textContent());
  expect(contributors).toBeGreaterThan(0);
  expect(nodes).toBe(`${150 + 75 + contributors} nodes`);
});

test("a Featured node and a searched node open their details, with the hub page", async ({ page }) => {
  await page.goto("/graph");
  const top = models[0] as CatalogueModel;
  expect(top.downloads).toBeGreaterThan((datasets[0] as CatalogueDataset).downloads);
  const featured = page.getByRole("region", { name: "Featured" });
  await expect(featured.getByRole("button").first()).toContainText(top.id);
  await featured.getByRole("button").first().click();
  const details = page.getByRole("complementary", { name: top.id });
  await expect(details).toContainText("Model");
  // Downloads in their unit (72.4M, not 72,376.8K: issue 29 item 10), as compact English numbers are written.
  const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
  await expect(details).toContainText(compact.format(top.downloads));
  await expect(details.getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    `https://huggingface.co/${top.id}`,
  );
  await details.getByRole("button", { name: "Close details" }).click();
  await expect(details).toBeHidden();

  const dataset = datasets[0] as CatalogueDataset;
  await page.getByRole("searchbox", { name: "Find a node" }).fill(dataset.id);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const found = page.getByRole("complementary", { name: dataset.id });
  await expect(found).toContainText("Dataset");
  await expect(found.getByRole("link", { name: "View Details" })).toHaveAttribute(
    "href",
    `https://huggingface.co/datasets/${dataset.id}`,
  );
  // Start Discussion: Post does not pretend to publish.
  await found.getByRole("button", { name: "Start Discussion" }).click();
  await expect(page.getByRole("dialog")).toContainText("Nothing is posted from here");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a category chip filters the graph, in the URL, and survives a reload", async ({ page }) => {
  const task = "image-classification";
  // The hub's 100 most downloaded models (twice the 50 shown), then the category's.
  const inCategory = models.slice(0, 100).filter((model) => model.pipeline_tag === task).length;
  expect(inCategory).toBeGreaterThan(0);
  await page.goto("/graph");
  await expect(count(page, "models")).toHaveText("50");
  await page.getByRole("button", { name: task, exact: true }).click();
  await expect(page).toHaveURL(/\/graph\?category=image-classification$/);
  await expect(count(page, "models")).toHaveText(String(inCategory));
  await page.reload();
  await expect(page.getByRole("button", { name: task, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(count(page, "models")).toHaveText(String(inCategory));
});

test("when the hub cannot be reached, the fixed fallback graph shows, labelled, and Retry loads the real one", async ({
  page,
}) => {
  await page.route("**/api/hub/api/models?**", (route) => route.abort());
  await page.goto("/graph");
  const notice = page.getByRole("alert").filter({ hasText: "Failed to load graph data" });
  await expect(notice).toContainText("fixed sample graph");
  await expect(count(page, "models")).toHaveText("3");
  await expect(page.locator("canvas")).toBeVisible();
  await page.unroute("**/api/hub/api/models?**");
  await notice.getByRole("button", { name: "Retry" }).click();
  await expect(count(page, "models")).toHaveText("50");
  await expect(notice).toBeHidden();
});

/**
 * Where the graph's painted pixels are on its canvas, in the canvas's own pixels: the bounding box of every
 * pixel that is not transparent (nodes and links), and the canvas's size.
 */
const paintedBox = (page: import("@playwright/test").Page) =>
  page.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
    const { width, height } = canvas;
    const pixels = (canvas.getContext("2d") as CanvasRenderingContext2D).getImageData(
      0,
      0,
      width,
      height,
    ).data;
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if ((pixels[4 * (y * width + x) + 3] as number) > 0) {
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
    return { width, height, left, right, top, bottom };
  });

/** What is wrong with the drawing's placement: empty when every node is inside the canvas and it is centred. */
async function offCentre(page: import("@playwright/test").Page): Promise<string[]> {
  const { width, height, left, right, top, bottom } = await paintedBox(page);
  if (right < 0) return ["nothing painted"];
  const problems: string[] = [];
  if (left <= 0 || right >= width - 1) problems.push(`spans x ${left}–${right} of ${width}: cut off`);
  if (top <= 0 || bottom >= height - 1) problems.push(`spans y ${top}–${bottom} of ${height}: cut off`);
  if (Math.abs((left + right) / 2 - width / 2) > width * 0.1)
    problems.push(`centre x ${(left + right) / 2} of ${width}`);
  if (Math.abs((top + bottom) / 2 - height / 2) > height * 0.1)
    problems.push(`centre y ${(top + bottom) / 2} of ${height}`);
  return problems;
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the graph fits its canvas, centred, once laid out and again after Load More Nodes", async ({
    page,
  }) => {
    await page.goto("/graph");
    await expect(count(page, "models")).toHaveText("50");
    await expect.poll(() => offCentre(page), { timeout: 30_000 }).toEqual([]);
    await page.getByRole("button", { name: "Load More Nodes" }).click();
    await expect(count(page, "models")).toHaveText("75");
    await expect.poll(() => offCentre(page), { timeout: 30_000 }).toEqual([]);
  });
});
