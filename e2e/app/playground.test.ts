/**
 * The prompt playground at "/" (spec part 2 §2.11, §4 Playground run and Payment, §5, §8), end to end on the
 * emulators: the router emulator scripted per model through `/api/router/_emulator` (served with
 * EMULATOR_CONTROL=on only, as playwright.config.ts starts the server), free prompts through `POST /api/inference` (never the router directly), and the local chain with
 * the burner wallet funded from its faucet (`hiber_faucetUsdc`), balances read independently of the page
 * through the app's JSON-RPC at /api/solana.
 *
 * The shared test server runs with payments on (the default). The free playground needs `PAYMENTS=off`, so
 * the "payments off" tests start a second server of the same build on their own port, with its own data
 * directory, and run in order on it (they script the one router emulator of that server).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { chooseBurner, rpc, usdcUnits } from "./chain.ts";
import { expect, readCatalogue, test } from "./fixtures.ts";
import { scriptRouter, useFreeServer } from "./free-server.ts";

const LLAMA_8B = "meta-llama/Llama-3.1-8B-Instruct";
const LLAMA_70B = "meta-llama/Llama-3.1-70B-Instruct";
const PLAYGROUND_MODELS = [
  LLAMA_8B,
  LLAMA_70B,
  "google/gemma-2-9b-it",
  "google/gemma-2-27b-it",
  "Qwen/Qwen2.5-7B-Instruct",
  "Qwen/Qwen2.5-72B-Instruct",
  "mistralai/Mistral-7B-Instruct-v0.2",
  "mistralai/Mixtral-8x7B-Instruct-v0.1",
  "HuggingFaceH4/zephyr-7b-beta",
  "microsoft/Phi-3.5-mini-instruct",
  "openchat/openchat-3.5-0106",
];
const ALL_FAILED = "All model attempts failed. Try another model or retry in a moment.";
const PROMPT = "Tell me about the history of the lighthouse.";
const STAND_IN_NOTICE =
  "Local stand-in for Llama-3.1-8B-Instruct — sample text, not the model's answer. Set ROUTER_URL and ROUTER_TOKEN for real answers.";

const runButton = (page: Page) => page.locator('[data-slot="playground-run"]');
const responseText = (page: Page) => page.locator('[data-slot="response-card-text"]');
const answeredBy = (page: Page) => page.locator('[data-slot="response-card-answered-by"]');
const paymentCard = (page: Page) => page.locator('[data-slot="payment-required-card"]');

async function typePrompt(page: Page, text = PROMPT) {
  await page.getByRole("textbox", { name: "Your Prompt" }).fill(text);
}

/** The models list has loaded from the hub (the 11 options). */
async function waitForModels(page: Page) {
  // Eleven model infos from the hub: on a loaded runner (or while another test slows the shared hub
  // emulator) this takes longer than the default 5 s; the test is about what comes after.
  await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText("Showing 11 of 11 models", {
    timeout: 20_000,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Payments off: the worker's payments-off server (free-server.ts).

const script = scriptRouter;

interface RouterCall {
  model: string;
  endpoint: string;
  status: number;
  stream: boolean;
}
const routerCalls = async (api: APIRequestContext) =>
  (await (await api.get("/api/router/_emulator/calls")).json()) as RouterCall[];

test.describe("playground with payments off", () => {
  // The worker's payments-off server, whose router these tests script one after the other.
  test.describe.configure({ mode: "default" });
  const api = useFreeServer();

  test("lists the 11 models with the hub's numbers; a preset fills the prompt; no payment UI", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Prompt Playground" })).toBeVisible();
    await waitForModels(page);
    const options = page.locator('[data-slot="playground-model-options"]');
    // Default: Llama 3.1 8B Instruct selected; the hub's real downloads on its card (most popular first).
    await expect(options.getByRole("radio", { name: /Llama-3\.1-8B-Instruct/ })).toBeChecked();
    const catalogue = readCatalogue<{ models: { id: string; downloads: number; likes: number }[] }>(
      "models.json",
    );
    for (const id of [LLAMA_8B, "openchat/openchat-3.5-0106"]) {
      const entry = catalogue.models.find((model) => model.id === id);
      const card = options
        .locator('[data-slot="model-option-card"]')
        .filter({ has: page.locator(`[data-slot="model-option-name"][title="${id}"]`) });
      await expect(card.locator('[data-slot="model-option-downloads"]')).toHaveAttribute(
        "title",
        `${entry?.downloads.toLocaleString("en-US")} downloads`,
      );
      await expect(card.locator('[data-slot="model-option-likes"]')).toHaveAttribute(
        "title",
        `${entry?.likes.toLocaleString("en-US")} likes`,
      );
      await expect(card.locator('[data-slot="model-option-availability"]')).toHaveText("Available");
    }
    // Open Source Only: downloads above 10,000 — all 11 have more.
    await page.getByLabel("Open Source Only").check();
    await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText("Showing 11 of 11 models");
    await page.getByLabel("Min Downloads").selectOption({ label: "1M+" });
    // Llama 3.1 8B (5.4M), Qwen 2.5 7B (1.5M), Mistral 7B v0.2 (1.4M).
    await expect(page.locator('[data-slot="playground-models-count"]')).toHaveText("Showing 3 of 11 models");

    // A preset fills the prompt box; the character count follows.
    await page.getByRole("button", { name: /Haiku about rain/ }).click();
    const box = page.getByRole("textbox", { name: "Your Prompt" });
    await expect(box).toHaveValue(/Write three haiku/);
    const length = (await box.inputValue()).length;
    await expect(page.locator('[data-slot="playground-prompt-count"]')).toHaveText(`${length} characters`);
    // Clear empties it, and Run Prompt is disabled for a blank prompt.
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(box).toHaveValue("");
    await expect(runButton(page)).toBeDisabled();
    await box.fill("   ");
    await expect(runButton(page)).toBeDisabled();

    // Free: no payment configuration, spend cap or receipts.
    await expect(page.locator('[data-slot="payment-config-card"]')).toHaveCount(0);
    await expect(page.getByText("Prompts are free here: no wallet needed.")).toBeVisible();
  });

  test("a free prompt streams tokens from the router, and says which model answered", async ({ page }) => {
    // Slow tokens, so the stream can be seen arriving.
    await script(api(), { [LLAMA_8B]: { tokenDelayMs: 60 } });
    const calls: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith("/api/router") || pathname === "/api/inference")
        calls.push(`${req.method()} ${pathname}`);
    });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();

    await expect(runButton(page)).toHaveText("Generating...");
    await expect(runButton(page)).toBeDisabled();
    // Tokens appear while the run is still going.
    await expect(responseText(page)).not.toHaveText("");
    await expect(page.locator('[data-slot="response-card-caret"]')).toBeVisible();
    await expect(runButton(page)).toHaveText("Generating...");

    await expect(runButton(page)).toHaveText("Run Prompt", { timeout: 20_000 });
    await expect(answeredBy(page)).toHaveText("Answered by Llama-3.1-8B-Instruct via chat completions.");
    const text = (await responseText(page).textContent())?.trim() ?? "";
    expect(text.split(/\s+/).length).toBeGreaterThan(5);
    // The browser asked the server (`POST /api/inference`), which asked the router for a streamed chat
    // completion; the browser itself only read the router's model list.
    expect(await routerCalls(api())).toEqual([
      { model: LLAMA_8B, endpoint: "chat", status: 200, stream: true },
    ]);
    expect(calls.filter((call) => call !== "GET /api/router/v1/models")).toEqual(["POST /api/inference"]);
  });

  test("the local stand-in says so, and answers a haiku preset in three short lines", async ({ page }) => {
    await page.goto("/");
    await waitForModels(page);
    await page.getByRole("button", { name: /Haiku about rain/ }).click();
    await runButton(page).click();
    await expect(runButton(page)).toHaveText("Run Prompt", { timeout: 20_000 });
    await expect(page.locator('[data-slot="stand-in-notice"]')).toHaveText(STAND_IN_NOTICE);
    const lines = ((await responseText(page).textContent()) ?? "").trim().split("\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.split(" ").length).toBeLessThanOrEqual(5);
  });

  test("the free limits' refusal reads as the server's message", async ({ page }) => {
    const message = "Too many free prompts: at most 10 a minute. Wait a moment and try again.";
    await page.route("**/api/inference", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "30" },
        contentType: "application/json",
        body: JSON.stringify({ error: message, code: "rate_limited" }),
      }),
    );
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(page.locator('[data-slot="response-card"]').getByText(message)).toBeVisible();
    await expect(runButton(page)).toHaveText("Run Prompt");
    expect(await routerCalls(api())).toEqual([]);
  });

  test("a 503 keeps the run busy, retries after 5 s, then answers", async ({ page }) => {
    await script(api(), { [LLAMA_8B]: { loading: 1, estimatedTime: 1 } });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(page.getByText("Llama-3.1-8B-Instruct is loading (503). Retrying in 5 s…")).toBeVisible();
    await expect(runButton(page)).toHaveText("Generating...");
    await expect(answeredBy(page)).toHaveText(
      "Answered by Llama-3.1-8B-Instruct via chat completions after chat completions 503 model loading.",
      { timeout: 15_000 },
    );
    await expect(responseText(page)).not.toHaveText("");
    const calls = await routerCalls(api());
    expect(calls.map((call) => [call.endpoint, call.status])).toEqual([
      ["chat", 503],
      ["chat", 200],
    ]);
  });

  test("chat not supported falls back to plain completions, and the line says so", async ({ page }) => {
    await script(api(), { [LLAMA_8B]: { fail: { chat: "not-supported" } } });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(answeredBy(page)).toHaveText(
      "Answered by Llama-3.1-8B-Instruct via completions after chat completions 400 not supported.",
    );
    await expect(responseText(page)).not.toHaveText("");
    expect((await routerCalls(api())).map((call) => [call.endpoint, call.status])).toEqual([
      ["chat", 400],
      ["completions", 200],
    ]);
  });

  test("a failing model hands over to the next listed one, and the selection follows", async ({ page }) => {
    await script(api(), { [LLAMA_8B]: { fail: 500 } });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(answeredBy(page)).toHaveText("Answered by Llama-3.1-70B-Instruct via chat completions.");
    await expect(page.locator('[data-slot="response-card-skipped"]')).toContainText(
      "Skipped: Llama-3.1-8B-Instruct (chat completions 500 chat_completions_failed).",
    );
    const options = page.locator('[data-slot="playground-model-options"]');
    await expect(options.getByRole("radio", { name: /Llama-3\.1-70B-Instruct/ })).toBeChecked();
  });

  test("every model failing shows the spec's message", async ({ page }) => {
    await script(api(), Object.fromEntries(PLAYGROUND_MODELS.map((model) => [model, { fail: 500 }])));
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    const card = page.locator('[data-slot="response-card"]');
    await expect(card.getByText(ALL_FAILED)).toBeVisible();
    await expect(runButton(page)).toHaveText("Run Prompt");
    // Each of the 11 models was asked once, in the listed order from the selected one.
    const calls = await routerCalls(api());
    expect(calls.map((call) => call.model)).toEqual(PLAYGROUND_MODELS);
  });

  test("Stop cancels a run that is waiting", async ({ page }) => {
    await script(api(), { [LLAMA_8B]: { firstByteDelayMs: 20_000 } });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(runButton(page)).toHaveText("Generating...");
    await page.locator('[data-slot="playground-stop"]').click();
    await expect(runButton(page)).toHaveText("Run Prompt");
    await expect(runButton(page)).toBeEnabled();
  });
});

// ---------------------------------------------------------------------------------------------------------
// Payments on: the shared test server.

/** Connects the burner wallet from the payment card's "Connect Wallet"; returns its address. */
async function connectBurnerFromCard(page: Page): Promise<string> {
  await paymentCard(page).getByRole("button", { name: "Connect Wallet" }).click();
  return chooseBurner(page);
}

interface PublicPayments {
  enabled: boolean;
  amount: string;
  asset: string;
  payTo: string;
  network: string;
}

test.describe("playground with payments on", () => {
  let payments: PublicPayments;
  test.beforeEach(async ({ request }) => {
    payments = ((await (await request.get("/api/config")).json()) as { payments: PublicPayments }).payments;
    expect(payments.enabled, "the shared test server (playwright.config.ts) runs with payments on").toBe(
      true,
    );
  });

  test("without a wallet: Payment Required, then insufficient funds with the spec's message", async ({
    page,
  }) => {
    // Each script loaded, and whether it holds the x402 client (hub-sdk's paying fetch, by one of its error codes).
    const scripts: { path: string; paying: Promise<boolean> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const paying = response.text().then(
        (text) => text.includes("x402_signing_failed"),
        () => false,
      );
      scripts.push({ path: new URL(response.url()).pathname, paying });
    });
    const payingScripts = async () =>
      (await Promise.all(scripts.map((script) => script.paying))).filter(Boolean);
    await page.goto("/");
    await waitForModels(page);
    // The paying code (x402, @solana/kit) is a chunk of its own, not loaded until a paid prompt starts.
    expect(scripts.some((script) => script.path.includes("PlaygroundContainer"))).toBe(true);
    expect(await payingScripts()).toEqual([]);
    // The payment configuration card, behind Show Configuration.
    const configCard = page.locator('[data-slot="payment-config-card"]');
    await configCard.getByRole("button", { name: "Show Configuration" }).click();
    await expect(configCard).toContainText(payments.payTo);
    await expect(configCard).toContainText("$0.10");

    await typePrompt(page);
    await runButton(page).click();
    await expect(paymentCard(page)).toHaveAttribute("data-state", "wallet-required");
    expect(await payingScripts()).toHaveLength(1);
    await expect(paymentCard(page)).toContainText(
      "Wallet not connected - please connect your Phantom wallet.",
    );
    await expect(paymentCard(page).locator('[data-slot="payment-required-amount"]')).toHaveText("0.10 USDC");
    await expect(paymentCard(page)).toContainText(payments.payTo);

    await connectBurnerFromCard(page);
    await expect(paymentCard(page)).toHaveAttribute("data-state", "ready");
    await paymentCard(page).getByRole("button", { name: "Pay 0.10 USDC" }).click();
    await expect(paymentCard(page)).toHaveAttribute("data-state", "insufficient-funds");
    await expect(paymentCard(page)).toContainText(
      "Insufficient USDC balance. You have 0.00 USDC, need 0.10 USDC.",
    );
    await expect(page.locator('[data-slot="response-card"]')).toHaveCount(0);
  });

  test("a paid prompt: 402, pay with the burner wallet, the answer and its receipt; the balance drops by the price; the proof replayed is refused", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const proofs: { signature: string; body: string }[] = [];
    page.on("request", (req) => {
      const signature = req.headers()["payment-signature"];
      if (req.url().endsWith("/api/inference") && signature)
        proofs.push({ signature, body: req.postData() ?? "" });
    });
    await page.goto("/");
    await waitForModels(page);
    await typePrompt(page);
    await runButton(page).click();
    await expect(paymentCard(page)).toHaveAttribute("data-state", "wallet-required");
    const owner = await connectBurnerFromCard(page);

    // Fund the burner with 1 USDC from the chain's faucet.
    await rpc(request, "hiber_faucetUsdc", [owner, 1_000_000]);
    expect(await usdcUnits(request, owner, payments.asset)).toBe(1_000_000);
    const payToBefore = await usdcUnits(request, payments.payTo, payments.asset);

    await paymentCard(page).getByRole("button", { name: "Pay 0.10 USDC" }).click();
    await expect(answeredBy(page)).toHaveText("Answered by Llama-3.1-8B-Instruct via chat completions.", {
      timeout: 30_000,
    });
    await expect(paymentCard(page)).toHaveCount(0);
    expect(((await responseText(page).textContent()) ?? "").trim().length).toBeGreaterThan(0);
    // The embedded router is a stand-in, and the answer says so.
    await expect(page.locator('[data-slot="stand-in-notice"]')).toHaveText(STAND_IN_NOTICE);

    // The balance dropped by exactly the price; the recipient gained it.
    expect(await usdcUnits(request, owner, payments.asset)).toBe(1_000_000 - Number(payments.amount));
    expect(await usdcUnits(request, payments.payTo, payments.asset)).toBe(
      payToBefore + Number(payments.amount),
    );

    // The receipt: under the answer and in the session's list, linking to the local explorer.
    expect(proofs).toHaveLength(1);
    const receiptLine = page.locator('[data-slot="playground-run-receipt"]');
    await expect(receiptLine).toContainText("Paid 0.10 USDC");
    const link = receiptLine.getByRole("link", { name: /View transaction/ });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/explorer\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    const signature = href.replace("/explorer/tx/", "");
    const receipts = page.locator('[data-slot="receipt-list"]');
    await expect(receipts.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(page.locator('[data-slot="spend-cap-usage"]')).toHaveText("Spent $0.10 of $1.00");
    const status = await rpc<{ value: ({ err: unknown } | null)[] }>(request, "getSignatureStatuses", [
      [signature],
    ]);
    expect(status.value[0]?.err).toBeNull();

    // The same proof sent again buys nothing: 402, and no second charge.
    const replay = await request.post("/api/inference", {
      headers: { "PAYMENT-SIGNATURE": proofs[0]?.signature ?? "", "Content-Type": "application/json" },
      // The page's body travels as a stream (the x402 client re-sends a cloned Request), so it is rebuilt here.
      data: proofs[0]?.body || JSON.stringify({ prompt: PROMPT, model: LLAMA_8B, models: PLAYGROUND_MODELS }),
    });
    expect(replay.status()).toBe(402);
    const refusal = JSON.parse(
      Buffer.from(replay.headers()["payment-required"] ?? "", "base64").toString("utf8"),
    ) as { error?: string };
    expect(refusal.error).toMatch(/duplicate/);
    expect(await usdcUnits(request, owner, payments.asset)).toBe(1_000_000 - Number(payments.amount));

    // Over the spend cap: a cap of $0.15 with $0.10 spent refuses the next $0.10, before anything is signed.
    await page.getByLabel("Spend cap (USDC per session)").fill("0.15");
    await runButton(page).click();
    await expect(paymentCard(page)).toHaveAttribute("data-state", "over-cap");
    await expect(paymentCard(page)).toContainText("over your spend cap of 0.15 USDC");
    expect(await usdcUnits(request, owner, payments.asset)).toBe(1_000_000 - Number(payments.amount));
    // Raising the cap lets it through.
    await page.getByLabel("Spend cap (USDC per session)").fill("1");
    await expect(paymentCard(page)).toHaveAttribute("data-state", "ready");
  });

  test("Test Payment says it is a real paid request before anything is sent, and asks for a wallet first", async ({
    page,
  }) => {
    const inferenceCalls: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/inference") inferenceCalls.push(req.method());
    });
    await page.goto("/");
    await waitForModels(page);
    await page.getByRole("button", { name: "Test Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Test Payment" });
    await expect(dialog).toContainText("This is a real paid request: it charges 0.10 USDC on");
    await expect(dialog.getByRole("button", { name: "Connect Wallet" })).toBeVisible();
    await expect(dialog).not.toContainText("attempts");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(inferenceCalls).toEqual([]);
  });

  test("Test Payment with the burner wallet pays once and shows the answer like a prompt's: text, stand-in notice, receipt, no JSON", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/");
    await waitForModels(page);
    await page.getByRole("button", { name: "Test Payment" }).click();
    const dialog = page.getByRole("dialog", { name: "Test Payment" });
    // Connecting hands over to the wallet modal; Test Payment is opened again afterwards.
    await dialog.getByRole("button", { name: "Connect Wallet" }).click();
    const owner = await chooseBurner(page);
    await rpc(request, "hiber_faucetUsdc", [owner, 1_000_000]);

    await page.getByRole("button", { name: "Test Payment" }).click();
    await expect(dialog).toContainText("This is a real paid request: it charges 0.10 USDC on");
    await dialog.getByRole("button", { name: "Pay 0.10 USDC" }).click();
    await expect(dialog.locator('[data-slot="playground-test-payment-result"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.locator('[data-slot="stand-in-notice"]')).toHaveText(STAND_IN_NOTICE);
    const text = (await dialog.locator('[data-slot="playground-test-payment-text"]').textContent()) ?? "";
    expect(text.trim().length).toBeGreaterThan(0);
    await expect(dialog.locator('[data-slot="playground-run-receipt"]')).toContainText("Paid 0.10 USDC");
    await expect(dialog.getByRole("link", { name: /View transaction/ })).toHaveAttribute(
      "href",
      /^\/explorer\/tx\/[1-9A-HJ-NP-Za-km-z]{64,88}$/,
    );
    await expect(dialog).not.toContainText("attempts");
    await expect(dialog).not.toContainText("generated_text");
    expect(await usdcUnits(request, owner, payments.asset)).toBe(1_000_000 - Number(payments.amount));
  });
});
