import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/*/src/**/*.test.ts", "packages/app/server/**/*.test.ts", "docs/**/*.test.ts"],
          testTimeout: 20_000,
          // A guard against hangs, not a speed check: starting an app with a fresh PGlite and a chain took over
          // 60 s in a beforeAll on a 2-core machine under load 15 (two other builds running).
          hookTimeout: 180_000,
          // Vitest's default is one worker per core but one: a single worker on a 2-core runner. These tests
          // mostly wait (paced streams, timeouts, servers over HTTP), so two files at a time overlap the waits.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
          // A throwaway PostgreSQL and Redis for the tests on real servers (TEST_DATABASE_URL, TEST_REDIS_URL).
          globalSetup: ["./scripts/test-services.ts"],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
