import { describe, expect, it } from "vitest";
import { isSearchShortcut, searchShortcutLabel } from "./useSearchShortcut";

const key = (
  k: string,
  mods: Partial<Record<"metaKey" | "ctrlKey" | "altKey" | "shiftKey", boolean>> = {},
) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe("isSearchShortcut", () => {
  it("is ⌘K or Ctrl+K, in either case", () => {
    expect(isSearchShortcut(key("k", { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { ctrlKey: true }))).toBe(true);
  });

  it("is not K alone, nor with Shift or Alt, nor another key", () => {
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key("k", { metaKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key("j", { ctrlKey: true }))).toBe(false);
  });
});

describe("searchShortcutLabel", () => {
  it("says ⌘K on Apple platforms, Ctrl K elsewhere", () => {
    expect(searchShortcutLabel("MacIntel")).toBe("⌘K");
    expect(searchShortcutLabel("iPhone")).toBe("⌘K");
    expect(searchShortcutLabel("Win32")).toBe("Ctrl K");
    expect(searchShortcutLabel("Linux x86_64")).toBe("Ctrl K");
  });
});
