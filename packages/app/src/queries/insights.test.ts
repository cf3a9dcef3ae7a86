import { describe, expect, it } from "vitest";
import { baseModelOf, otherFailure, statusLine } from "./insights.ts";

describe("statusLine", () => {
  it("is the spec's '{status} {statusText}'", () => {
    expect(statusLine(500)).toBe("500 Internal Server Error");
    expect(statusLine(404)).toBe("404 Not Found");
    expect(statusLine(418)).toBe("418");
  });
});

describe("otherFailure", () => {
  it("keeps an error's own message, and says 'Unknown error occurred' when there is none", () => {
    expect(otherFailure(new TypeError("Failed to fetch")).message).toBe("Failed to fetch");
    expect(otherFailure("a string thrown").message).toBe("Unknown error occurred");
    expect(otherFailure(new Error("")).message).toBe("Unknown error occurred");
  });

  it("lets an abort through untouched", () => {
    const abort = new DOMException("aborted", "AbortError");
    expect(otherFailure(abort)).toBe(abort);
  });
});

describe("baseModelOf", () => {
  it("reads the card's base_model, the first of a list", () => {
    expect(baseModelOf({ base_model: "mistralai/Mistral-7B-v0.1" })).toBe("mistralai/Mistral-7B-v0.1");
    expect(baseModelOf({ base_model: ["a/b", "c/d"] })).toBe("a/b");
    expect(baseModelOf({ base_model: "" })).toBeUndefined();
    expect(baseModelOf(undefined)).toBeUndefined();
  });
});
