/** Debian's Chromium, installed by scripts/test.sh; Playwright cannot download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep headless Chromium off the (closed) network and make rendering deterministic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--font-render-hinting=none",
  "--disable-lcd-text",
  "--force-color-profile=srgb",
  "--hide-scrollbars",
  // Rasterize on one thread without partial re-raster: anti-aliased edges then come out the same every run.
  "--num-raster-threads=1",
  "--disable-partial-raster",
];
