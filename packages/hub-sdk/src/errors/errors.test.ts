import { describe, expect, it } from "vitest";
import {
  createHttpError,
  DatasetsServerError,
  HttpError,
  HubApiError,
  HubSdkError,
  InferenceRouterError,
  InputError,
  InsufficientBalanceError,
  InvalidResponseError,
  PaymentRequiredError,
  SpendCapExceededError,
  TweetsApiError,
} from ".";

const httpInit = { status: 500, url: "http://hub.test/api/models" };

describe("error hierarchy", () => {
  it.each([
    ["InputError", new InputError("bad"), false],
    ["HubApiError", new HubApiError("x", httpInit), true],
    ["DatasetsServerError", new DatasetsServerError("x", httpInit), true],
    ["TweetsApiError", new TweetsApiError("x", httpInit), true],
    ["InferenceRouterError", new InferenceRouterError("x", httpInit), true],
    ["PaymentRequiredError", new PaymentRequiredError("x", { requirements: { accepts: [] } }), false],
    ["InvalidResponseError", new InvalidResponseError("x"), false],
  ] as const)("%s is a HubSdkError and an Error, and sets its name", (name, error, isHttp) => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(HubSdkError);
    expect(error instanceof HttpError).toBe(isHttp);
    expect(error.name).toBe(name);
    expect(String(error)).toMatch(new RegExp(`^${name}: `));
  });

  it("keeps sibling HTTP errors apart", () => {
    const error = new DatasetsServerError("x", httpInit);
    expect(error).not.toBeInstanceOf(HubApiError);
    expect(error).not.toBeInstanceOf(InputError);
  });

  it("supports a cause", () => {
    const cause = new SyntaxError("Unexpected token");
    expect(new InvalidResponseError("Invalid response format", { cause }).cause).toBe(cause);
    expect(new InputError("bad", { cause }).cause).toBe(cause);
    expect(new HubApiError("x", { ...httpInit, cause }).cause).toBe(cause);
  });

  it("carries payment requirements", () => {
    const requirements = { x402Version: 1, accepts: [{ scheme: "exact" }] };
    const error = new PaymentRequiredError("Payment required", { requirements });
    expect(error.status).toBe(402);
    expect(error.requirements).toBe(requirements);
  });
});

describe("createHttpError", () => {
  it("reads the request id, error code and JSON {error} body", async () => {
    const res = new Response(JSON.stringify({ error: "Repository Not Found for url: /api/models/x/y." }), {
      status: 401,
      headers: {
        "Content-Type": "application/json",
        "X-Request-Id": "Root=1-abc",
        "X-Error-Code": "RepoNotFound",
        "X-Error-Message": "Repository not found",
      },
    });
    const error = await createHttpError(res, HubApiError, "Failed to fetch model x/y", "http://hub.test/a");
    expect(error).toBeInstanceOf(HubApiError);
    expect(error.message).toBe("Failed to fetch model x/y");
    expect(error.status).toBe(401);
    expect(error.url).toBe("http://hub.test/a");
    expect(error.requestId).toBe("Root=1-abc");
    expect(error.errorCode).toBe("RepoNotFound");
    expect(error.serverMessage).toBe("Repository Not Found for url: /api/models/x/y.");
    expect(error.body).toEqual({ error: "Repository Not Found for url: /api/models/x/y." });
  });

  it("reads {message} and {error, error_description} bodies", async () => {
    const a = await createHttpError(
      new Response(JSON.stringify({ message: "Rate limited" }), { status: 429 }),
      HubApiError,
      "m",
    );
    expect(a.serverMessage).toBe("Rate limited");
    const b = await createHttpError(
      new Response(JSON.stringify({ error: "invalid_request", error_description: "no model" }), {
        status: 400,
      }),
      InferenceRouterError,
      "m",
    );
    expect(b).toBeInstanceOf(InferenceRouterError);
    expect(b.serverMessage).toBe("invalid_request: no model");
  });

  it("falls back to X-Error-Message, then to a text body", async () => {
    const a = await createHttpError(
      new Response("", {
        status: 403,
        headers: { "X-Error-Message": "Access to this resource is disabled." },
      }),
      HubApiError,
      "m",
    );
    expect(a.serverMessage).toBe("Access to this resource is disabled.");
    expect(a.errorCode).toBeUndefined();
    const b = await createHttpError(
      new Response("Temporary Redirect. Redirecting to /api/models/google-bert/bert-base-uncased", {
        status: 502,
      }),
      HubApiError,
      "m",
    );
    expect(b.serverMessage).toBe(
      "Temporary Redirect. Redirecting to /api/models/google-bert/bert-base-uncased",
    );
    expect(b.body).toBe("Temporary Redirect. Redirecting to /api/models/google-bert/bert-base-uncased");
  });

  it("never exposes a token the server echoes back, nor URL credentials", async () => {
    const res = new Response(
      JSON.stringify({ error: "Invalid token hf_SecretToken123 (Bearer hf_SecretToken123)" }),
      {
        status: 401,
      },
    );
    const error = await createHttpError(
      res,
      HubApiError,
      "Failed to fetch models",
      "https://u:p@hub.test/api",
    );
    expect(error.serverMessage).not.toContain("hf_SecretToken123");
    expect(error.message).not.toContain("hf_SecretToken123");
    expect(error.url).toBe("https://hub.test/api");
  });
});

describe("payment errors", () => {
  const init = { requirements: { accepts: [] }, url: "http://app.test/api/inference" };

  it("states the balance and the price in USDC, with at least two decimals", () => {
    const error = new InsufficientBalanceError({
      ...init,
      balance: 50_000n,
      required: 100_000n,
      decimals: 6,
    });
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(error.message).toBe("Insufficient USDC balance. You have 0.05 USDC, need 0.10 USDC.");
    expect(
      new InsufficientBalanceError({ ...init, balance: 125n, required: 1_000_000n, decimals: 6 }).message,
    ).toBe("Insufficient USDC balance. You have 0.000125 USDC, need 1.00 USDC.");
  });

  it("states the payment, the new total and the cap when over the spend cap", () => {
    const error = new SpendCapExceededError({
      ...init,
      spent: 200_000n,
      amount: 100_000n,
      cap: 250_000n,
      decimals: 6,
    });
    expect(error).toBeInstanceOf(PaymentRequiredError);
    expect(error.message).toBe(
      "Spend limit reached: this payment of 0.10 USDC would take this session's total to 0.30 USDC, over the 0.25 USDC limit.",
    );
  });
});
