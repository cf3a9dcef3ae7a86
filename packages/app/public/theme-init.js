// Apply the saved theme before the first paint: dark, light or system (spec part 2 §4), dark by default.
// Mirrors src/lib/theme.ts (parseTheme, isDarkTheme). A file of its own, not an inline script: the
// Content-Security-Policy allows scripts from this origin only (server/security-headers.ts).
try {
  const saved = localStorage.getItem("hiber-theme");
  const theme = saved === "light" || saved === "system" ? saved : "dark";
  const dark = theme === "system" ? matchMedia("(prefers-color-scheme: dark)").matches : theme === "dark";
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
} catch {
  document.documentElement.classList.add("dark");
}
