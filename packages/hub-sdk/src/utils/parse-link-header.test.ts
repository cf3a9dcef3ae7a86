import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "./parse-link-header";

describe("parseLinkHeader", () => {
  it("reads the hub's absolute next URL", () => {
    const next = "https://huggingface.co/api/models?limit=10&sort=likes&cursor=eyIk%3D";
    expect(parseLinkHeader(`<${next}>; rel="next"`)).toEqual({ next });
  });

  it("reads an origin-relative URL written by the app's proxy", () => {
    expect(parseLinkHeader('</api/hub/api/models?cursor=abc&limit=6>; rel="next"')).toEqual({
      next: "/api/hub/api/models?cursor=abc&limit=6",
    });
  });

  it("reads several links and space-separated rels", () => {
    const header = '<http://localhost:1/a?p=2>; rel="next", <http://localhost:1/a?p=9>; rel="last end"';
    expect(parseLinkHeader(header)).toEqual({
      next: "http://localhost:1/a?p=2",
      last: "http://localhost:1/a?p=9",
      end: "http://localhost:1/a?p=9",
    });
  });

  it("ignores missing headers and links that are neither http(s) nor origin-relative", () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader("")).toEqual({});
    expect(parseLinkHeader('<ftp://example.com/x>; rel="next"')).toEqual({});
    expect(parseLinkHeader('<javascript:alert(1)>; rel="next"')).toEqual({});
  });
});
