import { describe, expect, it } from "vitest";
import { pageTitle, routeTable } from "./table.ts";

describe("pageTitle", () => {
  it("names what each route shows, then the site (WCAG 2.4.2)", () => {
    expect(pageTitle("/store")).toBe("Model store · Hiber");
    expect(pageTitle("/models/model%2Fgoogle-bert%2Fbert-base-uncased")).toBe(
      "google-bert/bert-base-uncased · Hiber",
    );
    expect(pageTitle("/model/google-bert/bert-base-uncased")).toBe("google-bert/bert-base-uncased · Hiber");
    expect(pageTitle("/model/google-bert/bert-base-uncased/discussions")).toBe(
      "Discussions of google-bert/bert-base-uncased · Hiber",
    );
    expect(pageTitle("/dataset/stanfordnlp/imdb/details")).toBe("stanfordnlp/imdb (dataset) · Hiber");
    expect(pageTitle("/explorer/tx/5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb")).toBe(
      "Transaction 5VERv8…JjBRnb · Hiber",
    );
    expect(pageTitle("/no/such/page")).toBe("Page not found · Hiber");
  });

  it("gives the route's own name when asked for the generic title (the server's page)", () => {
    expect(pageTitle("/model/google-bert/bert-base-uncased", { generic: true })).toBe(
      "Model insights · Hiber",
    );
  });

  it("gives every route of the table a title of its own, never the bare site name", () => {
    for (const route of routeTable) {
      const sample = route.path.replace(/:(\w+)/g, "x");
      expect(pageTitle(sample), route.path).not.toBe("Hiber");
      expect(pageTitle(sample), route.path).toMatch(/^.+ · Hiber$/);
    }
  });
});
