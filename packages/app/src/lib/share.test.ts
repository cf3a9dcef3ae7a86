/** Share falls back to copying the link where the browser has no share sheet. */
import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share.ts";

const data = { url: "https://huggingface.co/datasets/stanfordnlp/imdb", title: "stanfordnlp/imdb" };
const clipboard = () => ({ writeText: vi.fn(async (_text: string) => {}) }) as unknown as Clipboard;

describe("shareLink", () => {
  it("opens the share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    const board = clipboard();
    expect(await shareLink(data, { share, clipboard: board })).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it("copies the link where the browser has no share sheet", async () => {
    const board = clipboard();
    expect(await shareLink(data, { clipboard: board } as Navigator)).toBe("copied");
    expect(board.writeText).toHaveBeenCalledWith(data.url);
  });

  it("treats a closed sheet as done, and a refused one as a reason to copy", async () => {
    const abort = Object.assign(new Error("cancelled"), { name: "AbortError" });
    const board = clipboard();
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(abort), clipboard: board })).toBe(
      "shared",
    );
    expect(board.writeText).not.toHaveBeenCalled();
    const refused = Object.assign(new Error("no"), { name: "NotAllowedError" });
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(refused), clipboard: board })).toBe(
      "copied",
    );
  });

  it("says failed when neither works", async () => {
    const board = { writeText: vi.fn().mockRejectedValue(new Error("denied")) } as unknown as Clipboard;
    expect(await shareLink(data, { clipboard: board } as Navigator)).toBe("failed");
    expect(await shareLink(data, undefined)).toBe("failed");
  });
});
