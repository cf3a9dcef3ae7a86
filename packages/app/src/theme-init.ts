/**
 * The script that applies the saved theme before the first paint: dark, light or system (spec part 2 §4),
 * dark by default. Mirrors lib/theme.ts (parseTheme, isDarkTheme; lib/theme.test.ts runs it against them).
 *
 * It is inlined in `<head>` by the build (scripts/inline-theme.ts), not fetched: a file of its own was a
 * request the first paint waited for. The Content-Security-Policy allows exactly this script by its hash
 * (server/security-headers.ts, `script-src 'self' 'sha256-…'`), so it must be served byte for byte as here.
 */
export const THEME_INIT_SCRIPT = `try {
  const saved = localStorage.getItem("hiber-theme");
  const theme = saved === "light" || saved === "system" ? saved : "dark";
  const dark = theme === "system" ? matchMedia("(prefers-color-scheme: dark)").matches : theme === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
} catch {
  document.documentElement.classList.add("dark");
}`;
