// Apply the saved (or system) theme before the first paint. A file of its own, not an inline script:
// the Content-Security-Policy allows scripts from this origin only (server/security-headers.ts).
try {
  const saved = localStorage.getItem("hiber-theme");
  const dark = saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
} catch {}
