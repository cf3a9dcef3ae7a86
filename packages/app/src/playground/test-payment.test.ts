import { describe, expect, it } from "vitest";
import { testPaymentErrorOf, testPaymentResultOf } from "./test-payment.ts";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const signature = "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW";

describe("testPaymentResultOf", () => {
  it("shows a paid answer as text, model, stand-in mark and receipt, without the attempts", () => {
    const result = testPaymentResultOf(
      {
        status: 200,
        body: {
          generated_text: "Hello.",
          model: "google/gemma-2-9b-it",
          attempts: [{ model: MODEL, endpoint: "chat", code: "chat_completions_failed" }],
          standIn: true,
        },
        receipt: { signature, amount: 100_000n, time: new Date("2025-06-01T00:00:00Z"), memo: MODEL },
      },
      MODEL,
    );
    expect(result).toEqual({
      text: "Hello.",
      model: "google/gemma-2-9b-it",
      standIn: true,
      receipt: { signature, amount: "0.10", model: MODEL, time: new Date("2025-06-01T00:00:00Z") },
    });
  });

  it("has no stand-in mark for a real answer, and no answer for a refusal", () => {
    const real = testPaymentResultOf({ status: 200, body: { generated_text: "Hi" }, receipt: null }, MODEL);
    expect(real).toEqual({ text: "Hi", model: MODEL });
    expect(testPaymentResultOf({ status: 402, body: {}, receipt: null }, MODEL)).toBeUndefined();
    expect(testPaymentResultOf(undefined, MODEL)).toBeUndefined();
  });
});

describe("testPaymentErrorOf", () => {
  it("says the server's message, else what the status means", () => {
    expect(
      testPaymentErrorOf({
        status: 502,
        body: { error: "All model attempts failed.", code: "x" },
        receipt: null,
      }),
    ).toBe("All model attempts failed.");
    expect(testPaymentErrorOf({ status: 402, body: {}, receipt: null })).toMatch(/Nothing was charged/);
    expect(testPaymentErrorOf({ status: 500, body: "oops", receipt: null })).toBe(
      "The test request failed (HTTP 500). Nothing was charged.",
    );
  });
});
