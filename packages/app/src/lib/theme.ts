import type { Theme } from "@hiber/ui";
import { useCallback, useEffect, useState } from "react";

export type { Theme };

/** Where the choice is kept (local storage), as the inline theme script (src/theme-init.ts) reads it before the first paint. */
export const THEME_STORAGE_KEY = "hiber-theme";
/** The spec's default (part 2 §4): dark. */
export const DEFAULT_THEME: Theme = "dark";

/** The stored choice; the default (dark) when there is none or it is not one of the three. */
export function parseTheme(saved: string | null | undefined): Theme {
  return saved === "dark" || saved === "light" || saved === "system" ? saved : DEFAULT_THEME;
}

/** Whether a choice paints dark: "system" follows the device. Mirrored by src/theme-init.ts. */
export function isDarkTheme(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "system" ? systemPrefersDark : theme === "dark";
}

function readStored(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

const systemQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

function apply(theme: Theme) {
  const dark = isDarkTheme(theme, systemQuery().matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/**
 * The colour theme (spec part 2 §4): dark, light or system, stored locally, dark by default. Starts from
 * the stored choice (index.html applied it before the first paint); "system" follows the device as it changes.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(readStored);
  useEffect(() => {
    apply(theme);
    if (theme !== "system") return;
    const query = systemQuery();
    const follow = () => apply("system");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [theme]);
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setThemeState(next);
  }, []);
  return [theme, setTheme];
}
