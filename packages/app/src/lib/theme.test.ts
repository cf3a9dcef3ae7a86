/** The theme rule (spec part 2 §4: dark, light or system, stored locally, default dark), and the inline theme script agreeing with it. */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { THEME_INIT_SCRIPT } from "../theme-init.ts";
import { DEFAULT_THEME, isDarkTheme, parseTheme, THEME_STORAGE_KEY } from "./theme.ts";

/** Runs the inline theme script (src/theme-init.ts) against a stored value and the device's preference; whether it painted dark. */
function initPaintsDark(saved: string | null, systemPrefersDark: boolean): { dark: boolean; scheme: string } {
  const classes = new Set<string>();
  const documentElement = {
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
      add: (name: string) => classes.add(name),
    },
    style: { colorScheme: "" },
  };
  runInNewContext(THEME_INIT_SCRIPT, {
    localStorage: { getItem: (key: string) => (key === THEME_STORAGE_KEY ? saved : null) },
    matchMedia: (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && systemPrefersDark,
    }),
    document: { documentElement },
  });
  return { dark: classes.has("dark"), scheme: documentElement.style.colorScheme };
}

describe("theme", () => {
  it("defaults to dark, whatever the device prefers", () => {
    expect(DEFAULT_THEME).toBe("dark");
    expect(parseTheme(null)).toBe("dark");
    expect(parseTheme("sepia")).toBe("dark");
    expect(isDarkTheme(parseTheme(null), false)).toBe(true);
  });

  it("keeps the three choices, and system follows the device", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("system")).toBe("system");
    expect(isDarkTheme("light", true)).toBe(false);
    expect(isDarkTheme("system", true)).toBe(true);
    expect(isDarkTheme("system", false)).toBe(false);
  });

  it("the inline theme script paints what the app would, before the first paint, for every stored value", () => {
    for (const saved of [null, "dark", "light", "system", "garbage"]) {
      for (const system of [false, true]) {
        const dark = isDarkTheme(parseTheme(saved), system);
        expect(initPaintsDark(saved, system), `${saved} / system dark ${system}`).toEqual({
          dark,
          scheme: dark ? "dark" : "light",
        });
      }
    }
  });
});
