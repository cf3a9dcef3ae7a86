/**
 * The navbar's wallet button and the wallet modal (spec part 1 §2 Wallet modal, §4 Wallet button and Wallet
 * persistence), end to end with the burner wallet on the local chain the app server starts. Each test has a
 * fresh browser context, so a fresh burner key and no remembered wallet.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const walletButton = (page: Page) => page.locator('[data-slot="wallet-button-trigger"]');
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const rememberedWallet = (page: Page) => page.evaluate(() => localStorage.getItem("walletName"));

/** Connects the burner wallet through the modal; returns the shortened address the button shows. */
async function connectBurner(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Select Wallet" }).click();
  const modal = page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" });
  const burner = modal.getByRole("button", { name: /^Burner wallet \(local test wallet\)/ });
  await expect(burner).toContainText("Detected");
  await burner.click();
  await expect(modal).toBeHidden();
  await expect(walletButton(page)).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{4}\.\.[1-9A-HJ-NP-Za-km-z]{4}$/);
  return (await walletButton(page).textContent()) as string;
}

test("connects the burner wallet through the modal; a reload keeps it", async ({ page }) => {
  await page.goto("/store");
  await expect(walletButton(page)).toHaveText("Select Wallet");
  await expect(mainNav(page).getByRole("link", { name: "Wallet" })).toHaveCount(0);

  const shortAddress = await connectBurner(page);
  const fullAddress = await walletButton(page).getAttribute("title");
  expect(fullAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  expect(shortAddress).toBe(`${fullAddress?.slice(0, 4)}..${fullAddress?.slice(-4)}`);
  expect(await rememberedWallet(page)).toBe(JSON.stringify("Burner wallet (local test wallet)"));
  // On 127.0.0.1 with a wallet connected, the nav offers the wallet page.
  await expect(mainNav(page).getByRole("link", { name: "Wallet" })).toHaveAttribute("href", "/wallet");

  await page.reload();
  await expect(walletButton(page)).toHaveText(shortAddress);
  await expect(walletButton(page)).toHaveAttribute("title", fullAddress as string);
  await expect(mainNav(page).getByRole("link", { name: "Wallet" })).toBeVisible();
});

test("the dropdown copies the address ('Copied' for a moment) and offers Change wallet", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/store");
  await connectBurner(page);
  const fullAddress = await walletButton(page).getAttribute("title");

  await walletButton(page).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Copy address", "Change wallet", "Disconnect"]);
  await menu.getByRole("menuitem", { name: "Copy address" }).click();
  await expect(menu.getByRole("menuitem", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullAddress);
  await expect(menu.getByRole("menuitem", { name: "Copy address" })).toBeVisible();

  // A press outside closes the dropdown.
  await page.getByRole("heading", { level: 1 }).first().click();
  await expect(menu).toBeHidden();

  await walletButton(page).click();
  await page.getByRole("menuitem", { name: "Change wallet" }).click();
  await expect(page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" })).toBeVisible();
});

test("Disconnect forgets the wallet", async ({ page }) => {
  await page.goto("/store");
  await connectBurner(page);
  await walletButton(page).click();
  await page.getByRole("menuitem", { name: "Disconnect" }).click();
  await expect(walletButton(page)).toHaveText("Select Wallet");
  expect(await rememberedWallet(page)).toBeNull();
  await expect(mainNav(page).getByRole("link", { name: "Wallet" })).toHaveCount(0);

  await page.reload();
  await expect(walletButton(page)).toHaveText("Select Wallet");
});

test("the modal closes on Escape, on the overlay and on its close button, and locks the page scroll", async ({
  page,
}) => {
  await page.goto("/store");
  const modal = page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" });

  await page.getByRole("button", { name: "Select Wallet" }).click();
  await expect(modal).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(walletButton(page)).toBeFocused();

  await page.getByRole("button", { name: "Select Wallet" }).click();
  await expect(modal).toBeVisible();
  await page.mouse.click(8, 400); // the overlay, outside the centred panel
  await expect(modal).toBeHidden();

  await page.getByRole("button", { name: "Select Wallet" }).click();
  await modal.getByRole("button", { name: "Close dialog" }).click();
  await expect(modal).toBeHidden();
  await expect(walletButton(page)).toHaveText("Select Wallet");
  expect(await rememberedWallet(page)).toBeNull();
});
