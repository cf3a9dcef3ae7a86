import { describe, expect, it } from "vitest";
import { cardUrlResolvers } from "./card-urls.ts";

describe("cardUrlResolvers", () => {
  const model = cardUrlResolvers("model", "org/model");
  const dataset = cardUrlResolvers("dataset", "org/data");

  it("shows the repo's own raster images through the hub proxy", () => {
    expect(model.resolveImage("card-banner.png")).toBe("/api/hub/org/model/resolve/main/card-banner.png");
    expect(dataset.resolveImage("./assets/fig.JPG")).toBe(
      "/api/hub/datasets/org/data/resolve/main/assets/fig.JPG",
    );
    expect(model.resolveImage("https://huggingface.co/other/repo/resolve/abc123/img/a.webp")).toBe(
      "/api/hub/other/repo/resolve/abc123/img/a.webp",
    );
  });

  it("shows no image from an outside host, an SVG, a data: URL or a path out of the repo (links instead)", () => {
    for (const src of [
      "https://attacker.invalid/track.png",
      "//attacker.invalid/x.png",
      "logo.svg",
      "data:image/png;base64,AAAA",
      "../../api/whoami-v2.png",
      "/api/hub/x.png",
    ])
      expect(model.resolveImage(src), src).toBeUndefined();
  });

  it("sends relative links to the file on the hub and keeps the others", () => {
    expect(model.resolveLink("LICENSE")).toBe("https://huggingface.co/org/model/blob/main/LICENSE");
    expect(dataset.resolveLink("./data/train.csv")).toBe(
      "https://huggingface.co/datasets/org/data/blob/main/data/train.csv",
    );
    expect(model.resolveLink("https://example.com")).toBe("https://example.com");
    expect(model.resolveLink("#card-usage")).toBe("#card-usage");
  });
});
