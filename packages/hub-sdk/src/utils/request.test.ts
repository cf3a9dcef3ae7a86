import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError } from "../errors";
import { buildUrl, getJson, resolveBaseUrl, resolveServiceUrl } from "./request";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch that records its calls and answers `[]`. */
function recordingFetch() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return new Response("[]", { headers: { "Content-Type": "application/json" } });
  };
  return { calls, fetch: fetchImpl as typeof fetch };
}

describe("resolveBaseUrl", () => {
  it("defaults to the hub and drops a trailing slash", () => {
    expect(resolveBaseUrl()).toBe("https://huggingface.co");
    expect(resolveBaseUrl("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080");
    expect(resolveBaseUrl("http://127.0.0.1:8080/api/hub/")).toBe("http://127.0.0.1:8080/api/hub");
  });

  it("resolves a relative base against the browser's location", () => {
    vi.stubGlobal("location", { href: "http://localhost:3000/models?page=2" });
    expect(resolveBaseUrl("/api/hub")).toBe("http://localhost:3000/api/hub");
    expect(resolveBaseUrl("/api/hub/")).toBe("http://localhost:3000/api/hub");
  });

  it("throws InputError for a relative base outside a browser", () => {
    expect(() => resolveBaseUrl("/api/hub")).toThrow(InputError);
  });

  it("throws InputError for a non-http base", () => {
    expect(() => resolveBaseUrl("file:///etc/passwd")).toThrow(InputError);
  });
});

describe("buildUrl", () => {
  it("keeps the base's path prefix and repeats array params", () => {
    expect(
      buildUrl("http://localhost:3000/api/hub/", "/api/models", {
        filter: ["gguf", "en"],
        search: "bert base",
        limit: 6,
        full: undefined,
      }),
    ).toBe("http://localhost:3000/api/hub/api/models?filter=gguf&filter=en&search=bert+base&limit=6");
  });

  it("omits the query string when there is nothing to send", () => {
    expect(buildUrl(undefined, "/api/models", { sort: undefined })).toBe("https://huggingface.co/api/models");
  });
});

describe("resolveServiceUrl", () => {
  it("uses an absolute URL as is and resolves a relative one against the base's origin", () => {
    expect(resolveServiceUrl("http://a.test/api/hub", "http://b.test/api/models?cursor=x")).toBe(
      "http://b.test/api/models?cursor=x",
    );
    expect(resolveServiceUrl("http://a.test/api/hub", "/api/hub/api/models?cursor=x")).toBe(
      "http://a.test/api/hub/api/models?cursor=x",
    );
  });

  it("throws InputError for anything else", () => {
    expect(() => resolveServiceUrl(undefined, "eyJjdXJzb3IiOjF9")).toThrow(InputError);
    expect(() => resolveServiceUrl(undefined, "javascript:alert(1)")).toThrow(InputError);
  });
});

describe("getJson", () => {
  it("asks for JSON, sends the bearer token and passes the signal to the injected fetch", async () => {
    const { calls, fetch } = recordingFetch();
    const controller = new AbortController();
    await getJson("http://hub.test/api/models", {
      baseUrl: "http://hub.test",
      accessToken: "hf_abc123",
      fetch,
      signal: controller.signal,
    });
    expect(calls).toHaveLength(1);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Authorization")).toBe("Bearer hf_abc123");
    expect(calls[0]?.init?.signal).toBe(controller.signal);
  });

  it("sends no Authorization header without a token", async () => {
    const { calls, fetch } = recordingFetch();
    await getJson("http://hub.test/api/models", { baseUrl: "http://hub.test", fetch });
    expect(new Headers(calls[0]?.init?.headers).has("Authorization")).toBe(false);
  });

  it("never sends the token to another origin than the base's", async () => {
    const { calls, fetch } = recordingFetch();
    await getJson("http://elsewhere.test/api/models?cursor=x", {
      baseUrl: "http://hub.test",
      accessToken: "hf_abc123",
      fetch,
    });
    expect(new Headers(calls[0]?.init?.headers).has("Authorization")).toBe(false);
  });

  it("rejects a malformed token before calling fetch", async () => {
    const { calls, fetch } = recordingFetch();
    await expect(
      getJson("http://hub.test/api/models", { baseUrl: "http://hub.test", accessToken: "oops", fetch }),
    ).rejects.toBeInstanceOf(InputError);
    expect(calls).toHaveLength(0);
  });
});
