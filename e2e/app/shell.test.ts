import type { Page } from "@playwright/test";
import { routeTable } from "../../packages/app/src/routes/table.ts";
import { expect, openLive, test } from "./fixtures.ts";

const links = [
  { label: "Playground", href: "/" },
  { label: "Store", href: "/store" },
  { label: "Feed", href: "/feed" },
  { label: "Graph", href: "/graph" },
  { label: "Swarms", href: "/swarms" },
];

test("the navbar shows the five links in order, and the active one follows the route", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(links.map((l) => l.label));
  await expect(page.getByRole("link", { name: "Hiber" }).first()).toHaveAttribute("href", "/");

  for (const { label, href } of links) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href === "/" ? "/" : href}$`));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
  }
});

test("routes not built yet say so; /explore and /community read their spec titles and Coming soon...", async ({
  page,
}) => {
  // Whichever routes are still planned (they get built one by one) say so.
  for (const route of routeTable.filter((entry) => entry.status === "planned")) {
    await page.goto(route.path.replace(/:\w+/g, "x"));
    await expect(page.getByText(/not built yet/i)).toBeVisible();
  }
  const placeholders = { "/explore": "Explore AI Models", "/community": "AI Developer Community" };
  for (const [path, title] of Object.entries(placeholders)) {
    await openLive(page, path); // the app's own screen (from the fallback screens' chunk), not the shell
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Coming soon...")).toBeVisible();
  }
});

test("an unknown path gets a real 404 page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
});

test("on a small screen the links sit in a menu that closes on a route change", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/store");
  const toggle = page.getByRole("button", { name: /menu/i });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Feed", exact: true }).last().click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("the scroll-to-top button appears past 400 px and returns to the top", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto("/store");
  await expect(page.locator('[data-slot="model-card"]').first()).toBeVisible();
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the footer says which upstreams are emulated", async ({ page }) => {
  await page.goto("/store");
  const footer = page.getByRole("contentinfo");
  // Each upstream by its name in words, not its configuration key.
  for (const upstream of ["hub", "datasets server", "solana", "router", "tweets", "tweets backup"])
    await expect(footer.getByText(`${upstream}: emulated`, { exact: true })).toBeVisible();
});

/** Holds back the responses for `glob` until the returned function is called. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a screen's chunk loads with its route: progress while it is slow, the render error when it fails", async ({
  page,
}) => {
  const releaseDatasets = await holdBack(page, "**/assets/DatasetsContainer-*.js");
  // Opened directly, by a link with a query string (no prerendered shell; /store's would carry the server's
  // cards): a spinner in place of the page.
  await page.goto("/huggingface-datasets?from=link");
  await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toBeVisible();
  releaseDatasets();
  await expect(page.getByRole("heading", { name: "Featured Datasets" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toHaveCount(0);

  // Reached from another page: that page stays, with a loading bar on top, until the next one is ready.
  const releaseStore = await holdBack(page, "**/assets/StoreContainer-*.js");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Store", exact: true })
    .click();
  await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Datasets" })).toBeVisible();
  releaseStore();
  await expect(page.getByRole("heading", { name: "AI Store." })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  // A chunk that cannot load (offline, or replaced by a new deployment): the page says so and offers a reload.
  await page.route("**/assets/PlaygroundContainer-*.js", (route) => route.abort());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Playground" }).click();
  await expect(page.getByText("Error Rendering Page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload Page" })).toBeVisible();
});

test("pointing at a link, or focusing it, starts loading its screen before the click", async ({ page }) => {
  await page.goto("/store");
  await expect(page.getByRole("heading", { name: "AI Store." })).toBeVisible();
  const datasets = page.waitForResponse(/\/assets\/DatasetsContainer-[\w-]+\.js$/);
  await page.getByRole("link", { name: "Browse datasets" }).hover();
  expect((await datasets).ok()).toBe(true);

  const playground = page.waitForResponse(/\/assets\/PlaygroundContainer-[\w-]+\.js$/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Playground" }).focus();
  expect((await playground).ok()).toBe(true);
  await expect(page.getByRole("heading", { name: "AI Store." })).toBeVisible();
});

test("a first visit is dark; the theme menu offers Dark, Light and System, and the choice is kept", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/store");
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Theme: Dark" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemradio")).toHaveText(["Dark", "Light", "System"]);
  await menu.getByRole("menuitemradio", { name: "Light" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).not.toHaveClass(/\bdark\b/);
  // System follows the device.
  await page.getByRole("button", { name: "Theme: Light" }).press("Enter");
  await page.getByRole("menuitemradio", { name: "System" }).press("Enter");
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("hiber-theme"))).toBe("system");
});
