import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

// Overridable so that several checkouts or runs on one machine do not share a server.
const STORYBOOK_PORT = Number(process.env.E2E_STORYBOOK_PORT ?? 6107);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3107);
const APP_DATA_DIR = `test-results/app-data-${APP_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: {
    // Pixel-exact: Playwright's default per-pixel threshold (0.2) misses real colour changes.
    toHaveScreenshot: { threshold: 0, maxDiffPixels: 0, animations: "disabled", caret: "hide" },
  },
  snapshotPathTemplate: "{testDir}/__snapshots__/{testFilePath}/{arg}{ext}",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
  },
  projects: [
    {
      name: "visual",
      testMatch: "components/**/*.test.ts",
      // Chromium's text rasterisation now and then differs by a few antialiased pixels (once in ~1,000
      // snapshots on CI: 49 pixels of one label). A real change fails both attempts; the report names the
      // flaky ones. The app project keeps no retries, so a behavioural flake always shows.
      retries: 1,
      use: { baseURL: `http://127.0.0.1:${STORYBOOK_PORT}`, viewport: { width: 1280, height: 800 } },
    },
    {
      name: "app",
      testMatch: "app/**/*.test.ts",
      // A page's first content follows a chain (HTML → route chunks → hub → tweets search); with two workers
      // on a loaded 2-core runner one first render took 8 s. Assertions wait for what a user sees, not for a
      // speed: speed is measured in bench/, so a slow machine must not fail a test here.
      expect: { timeout: 20_000 },
      use: { baseURL: `http://127.0.0.1:${APP_PORT}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `pnpm exec vite preview --outDir storybook-static --port ${STORYBOOK_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${STORYBOOK_PORT}/index.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Its data folder gets a migrated PGlite database copied from a template (e2e-data-dir.mjs: no initdb at
      // start). Upstreams time out after 5 s instead of 10 s: what a timeout shows (insights.test.ts' 504)
      // comes after two tries, 20 s at the default; the emulators answer in well under a second.
      command: `node packages/app/scripts/e2e-data-dir.mjs ${APP_DATA_DIR} && node --conditions=hiber-dist packages/app/dist/server/main.js`,
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      env: {
        PORT: String(APP_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: APP_DATA_DIR,
        UPSTREAM_TIMEOUT_MS: "5000",
        // The browser tests script the emulators' faults (off unless asked for).
        EMULATOR_CONTROL: "on",
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
