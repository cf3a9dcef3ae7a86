/**
 * /profile (issue 15 item 5) on the shared test server (payments on, the embedded chain): without a wallet a
 * call to connect one; with the burner wallet, a prompt paid in the playground is listed under Payments with
 * its explorer link and the total; a model bookmarked on its store card is listed under Saved after a reload.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const walletModal = (page: Page) =>
  page.getByRole("dialog", { name: "Connect a wallet on Solana to continue" });

/** Picks the burner wallet in the open wallet modal; returns its address (the wallet button's title). */
async function pickBurner(page: Page): Promise<string> {
  await walletModal(page)
    .getByRole("button", { name: /^Burner wallet \(local test wallet\)/ })
    .click();
  await expect(walletModal(page)).toBeHidden();
  const button = page.locator('[data-slot="wallet-button-trigger"]');
  await expect(button).toHaveAttribute("title", /^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return (await button.getAttribute("title")) as string;
}

async function faucetUsdc(api: APIRequestContext, owner: string, units: number) {
  const response = await api.post("/api/solana", {
    data: { jsonrpc: "2.0", id: 1, method: "hiber_faucetUsdc", params: [owner, units] },
  });
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined();
}

test("without a wallet, /profile asks to connect one and the button opens the wallet modal", async ({
  page,
}) => {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByText(/A wallet is your identity here/)).toBeVisible();
  await page.getByRole("button", { name: "Connect Wallet" }).click();
  await expect(walletModal(page)).toBeVisible();
});

test("a prompt paid in the playground with the burner wallet is listed under Payments, with its explorer link", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText("Showing 11 of 11 models", {
    timeout: 20_000,
  });
  await page
    .getByRole("textbox", { name: "Your Prompt" })
    .fill("Tell me about the history of the lighthouse.");
  await page.locator('[data-slot="playground-run"]').click();
  const card = page.locator('[data-slot="payment-required-card"]');
  await card.getByRole("button", { name: "Connect Wallet" }).click();
  const owner = await pickBurner(page);
  await faucetUsdc(request, owner, 1_000_000);
  await card.getByRole("button", { name: "Pay 0.10 USDC" }).click();
  const receiptLink = page
    .locator('[data-slot="playground-run-receipt"]')
    .getByRole("link", { name: /View transaction/ });
  await expect(receiptLink).toBeVisible({ timeout: 30_000 });
  const href = (await receiptLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/explorer\/tx\//);

  // A new page load: the burner wallet is remembered and reconnects.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Your Profile" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[data-slot="profile-address"]')).toHaveText(
    `${owner.slice(0, 4)}..${owner.slice(-4)}`,
  );
  await expect(page.locator('[data-slot="profile-count-payments"]')).toHaveText("1");
  await page.getByRole("tab", { name: "Payments" }).click();
  await expect(page.locator('[data-slot="profile-payments-total"]')).toHaveText(
    "Total spent: 0.10 USDC on 1 payment",
  );
  await expect(page.locator(`[data-slot="receipt-list-link"][href="${href}"]`)).toBeVisible();
});

test("a model bookmarked on its store card is listed under Saved, also after a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/store");
  const card = page.locator('[data-slot="model-card"]').first();
  await expect(card).toBeVisible();
  const id = ((await card.locator('[data-slot="model-card-link"]').getAttribute("title")) ?? "").trim();
  const name = id.split("/").pop() ?? id;
  const bookmark = card.getByRole("button", { name: `Bookmark ${name}` });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");

  await page.goto("/profile");
  await page.getByRole("button", { name: "Connect Wallet" }).click();
  await pickBurner(page);
  await page.getByRole("tab", { name: "Saved" }).click();
  await expect(page.getByRole("link", { name: id })).toHaveAttribute("href", `/model/${id}`);
  await expect(page.locator('[data-slot="profile-count-saved"]')).toHaveText("1");

  await page.reload();
  await page.getByRole("tab", { name: "Saved" }).click({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: id })).toHaveAttribute("href", `/model/${id}`);
});
