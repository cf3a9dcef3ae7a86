/**
 * The wallet page and the local explorer, end to end on the local chain started by the app server, with the
 * burner wallet (spec part 2 §2.9, §4, §5, §8 Wallet). Balances are checked independently of the page through
 * the app's JSON-RPC at /api/solana. The chain's state persists in the test data directory, so every test
 * uses fresh keys (a new burner per browser context, a random recipient).
 */
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`);
  let text = "";
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A random address of 44 characters (the length the spec's recipient rule counts). */
function randomAddress(): string {
  for (;;) {
    const address = base58(randomBytes(32));
    if (address.length === 44) return address;
  }
}

async function rpc<T>(request: APIRequestContext, method: string, params: unknown[]): Promise<T> {
  const response = await request.post("/api/solana", { data: { jsonrpc: "2.0", id: 1, method, params } });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

const balanceOf = async (request: APIRequestContext, address: string) =>
  (await rpc<{ value: number }>(request, "getBalance", [address, { commitment: "confirmed" }])).value;

/** Connects the burner wallet through the navbar's wallet button and the wallet modal; returns its address. */
async function connectBurner(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Select Wallet" }).click();
  const modal = page.getByRole("dialog");
  await modal.getByRole("button", { name: /Burner wallet/ }).click();
  await expect(modal).toBeHidden();
  const address = page.locator('[data-slot="wallet-screen-address"]');
  await expect(address).toBeVisible();
  const full = await address.getAttribute("title");
  expect(full).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return full as string;
}

test.describe("wallet page", () => {
  test("without a wallet asks to connect one", async ({ page }) => {
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    await expect(page.getByText("Please connect your wallet to continue.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send SOL" })).toHaveCount(0);
    // The page's own button opens the wallet modal.
    await page.getByRole("button", { name: "Connect Wallet" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: /Burner wallet/ })).toBeVisible();
  });

  test("shows Connection Error when the RPC cannot be reached, and recovers on Retry Connection", async ({
    page,
  }) => {
    await page.route("**/api/solana", (route) => route.abort("connectionrefused"));
    await page.goto("/wallet");
    await page.getByRole("button", { name: "Select Wallet" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Burner wallet/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Connection Error" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByText("Failed to connect to Solana network. Please try again later."),
    ).toBeVisible();
    await page.unroute("**/api/solana");
    await page.getByRole("button", { name: "Retry Connection" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your Wallet" })).toBeVisible();
    await expect(page.locator('[data-slot="wallet-screen-sol"]')).toHaveText("0.0000 SOL");
  });

  test("connects the burner wallet, airdrops 1 SOL, and sends 0.5 SOL to a second address", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/wallet");
    const address = await connectBurner(page);

    await expect(page.getByRole("heading", { level: 1, name: "Your Wallet" })).toBeVisible();
    await expect(page.locator('[data-slot="wallet-screen-address"]')).toContainText(
      `${address.slice(0, 4)}..${address.slice(-4)}`,
    );
    const sol = page.locator('[data-slot="wallet-screen-sol"]');
    await expect(sol).toHaveText("0.0000 SOL");
    await expect(page.locator('[data-slot="wallet-screen-usdc"]')).toHaveText("0.00 USDC");

    // Airdrop: processing, then the success text, and the balance rises by 1 SOL.
    await page.getByRole("button", { name: "Request 1 SOL Airdrop" }).click();
    await expect(page.getByText("Airdrop successful! 1 SOL added to your wallet.")).toBeVisible();
    await expect(sol).toHaveText("1.0000 SOL");
    expect(await balanceOf(request, address)).toBe(1_000_000_000);

    // Send 0.5 SOL to a second address.
    const recipient = randomAddress();
    expect(await balanceOf(request, recipient)).toBe(0);
    await page.getByLabel("Recipient Address").fill(recipient);
    await page.getByLabel("Amount (SOL)").fill("0.5");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText("Transaction successful!")).toBeVisible({ timeout: 15_000 });
    const signature = ((await page.locator('[data-slot="wallet-screen-signature"]').textContent()) ?? "")
      .replace("Signature:", "")
      .trim();
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    // Both balances changed: the recipient got 0.5 SOL, the sender paid 0.5 SOL and the 5,000-lamport fee.
    expect(await balanceOf(request, recipient)).toBe(500_000_000);
    expect(await balanceOf(request, address)).toBe(1_000_000_000 - 500_000_000 - 5_000);
    await expect(sol).toHaveText("0.5000 SOL");

    // "View transaction" leads to the app's explorer for the local chain.
    const view = page.getByRole("link", { name: "View transaction" });
    await expect(view).toHaveAttribute("href", `/explorer/tx/${signature}`);
    await view.click();
    await expect(page).toHaveURL(`/explorer/tx/${signature}`);
    await expect(page.getByRole("heading", { level: 1, name: "Transaction" })).toBeVisible();
    await expect(page.locator('[data-slot="transaction-screen-result"]')).toHaveText("Success");
    const rows = page.locator('[data-slot="transaction-screen-account"]');
    await expect(rows.filter({ hasText: recipient })).toContainText("+0.5 SOL");
    await expect(rows.filter({ hasText: address })).toContainText("-0.500005 SOL");
  });

  test("names the network as /api/config does, offers the USDC faucet, and says plainly when funds are short", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const config = (await (await request.get("/api/config")).json()) as { solana: { networkName: string } };
    expect(config.solana.networkName).toBe("Local Solana (emulated)");
    await page.goto("/wallet");
    await connectBurner(page);
    await expect(page.locator('[data-slot="wallet-screen-network"]')).toHaveText("Local Solana (emulated)");

    // "Get Test USDC" next to the SOL airdrop mints 1 test USDC.
    const usdc = page.locator('[data-slot="wallet-screen-usdc"]');
    await expect(usdc).toHaveText("0.00 USDC");
    await page.getByRole("button", { name: "Get Test USDC" }).click();
    await expect(page.getByText("1 test USDC added to your wallet.")).toBeVisible();
    await expect(usdc).toHaveText("1.00 USDC");

    // Sending more SOL than the balance: a clear message, the chain's text only behind "Details".
    await page.getByRole("button", { name: "Request 1 SOL Airdrop" }).click();
    await expect(page.locator('[data-slot="wallet-screen-sol"]')).toHaveText("1.0000 SOL");
    await page.getByLabel("Recipient Address").fill(randomAddress());
    await page.getByLabel("Amount (SOL)").fill("5");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const result = page.locator('[data-slot="wallet-screen-send-result"]');
    await expect(result).toContainText(/^Insufficient funds/, { timeout: 15_000 });
    await expect(result.getByText(/custom program error|getLogs|Simulation failed/)).toBeHidden();
    await result.getByText("Details", { exact: true }).click();
    await expect(result.locator("pre")).toBeVisible();
  });

  test("an invalid recipient shows the error and keeps Send disabled", async ({ page }) => {
    await page.goto("/wallet");
    await connectBurner(page);
    const recipient = page.getByLabel("Recipient Address");
    await recipient.fill("not-a-solana-address");
    await page.getByLabel("Amount (SOL)").fill("0.1");
    await expect(page.getByText("Invalid Solana wallet address")).toBeVisible();
    await expect(recipient).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  });
});

test.describe("local explorer", () => {
  test("shows a transaction of the local chain", async ({ page, request }) => {
    const owner = randomAddress();
    const signature = await rpc<string>(request, "requestAirdrop", [owner, 2_000_000_000]);
    await page.goto(`/explorer/tx/${signature}`);
    await expect(page.getByRole("heading", { level: 1, name: "Transaction" })).toBeVisible();
    await expect(page.locator('[data-slot="transaction-screen-signature"]')).toContainText(signature);
    await expect(page.locator('[data-slot="transaction-screen-result"]')).toHaveText("Success");
    await expect(page.getByText("0.000005 SOL (5,000 lamports)")).toBeVisible();
    await expect(
      page.locator('[data-slot="transaction-screen-account"]').filter({ hasText: owner }),
    ).toContainText("+2 SOL");
    await expect(page.locator('[data-slot="transaction-screen-logs"]')).toContainText(
      "Program 11111111111111111111111111111111 success",
    );
  });

  test("says a malformed signature is not one, without the RPC's words", async ({ page }) => {
    await page.goto("/explorer/tx/Invalid");
    await expect(page.getByRole("heading", { name: "Not a transaction signature" })).toBeVisible();
    await expect(page.getByText(/Invalid param/)).toHaveCount(0);
  });

  test("says so for an unknown signature", async ({ page }) => {
    await page.goto(`/explorer/tx/${"5".repeat(88)}`);
    await expect(page.getByRole("heading", { name: "Transaction not found" })).toBeVisible();
  });
});
