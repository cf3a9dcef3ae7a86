import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * Visual snapshots of every story of the built Storybook, in the light and the dark theme.
 * Stories tagged "narrow" are also shot at a phone's width. Baselines live in e2e/__snapshots__;
 * update them with `pnpm exec playwright test --project=visual --update-snapshots` on this Debian image.
 */
interface IndexEntry {
  id: string;
  type: "story" | "docs";
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(new URL("../../storybook-static/index.json", import.meta.url), "utf8"),
) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

for (const story of stories) {
  for (const theme of ["light", "dark"] as const) {
    test(`${story.id} (${theme}) @vrt`, async ({ page }) => {
      if (story.tags?.includes("narrow")) await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Wait until the story rendered and its play function ran to the end.
      const phase = await page.waitForFunction(() => {
        type Preview = { currentRender?: { phase?: string } };
        const current = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase;
        return current === "finished" || current === "errored" || current === "aborted" ? current : false;
      });
      expect(await phase.jsonValue()).toBe("finished");
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${story.id}-${theme}.png`, { fullPage: true });
    });
  }
}
