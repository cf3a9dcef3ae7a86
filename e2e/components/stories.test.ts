import { readFileSync } from "node:fs";
import { type BrowserContext, expect, test } from "@playwright/test";

/**
 * Visual snapshots of every story of the built Storybook, in the theme the story sets (light by default),
 * and the screens once more in the dark theme. Stories tagged "narrow" are shot at a phone's width.
 * Baselines live in e2e/__snapshots__; after an intended change, update them on this Debian image with
 * `pnpm exec playwright test --project=visual --update-snapshots`.
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
// The scroll-to-top stories scroll the page and fade the button in: their pixels depend on animation timing.
// Their behaviour is tested by their play functions and by the app's browser tests, not by pixels.
const unstable = (id: string) => id.startsWith("components-scrolltotopbutton--");
const stories = Object.values(index.entries).filter((entry) => entry.type === "story" && !unstable(entry.id));
const shots = stories.flatMap((story) => [
  { story, theme: undefined },
  ...(story.id.startsWith("screens-") ? [{ story, theme: "dark" as const }] : []),
]);

// One browser context per worker, so Storybook's bundle is loaded from the HTTP cache after the first story.
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
  });
});
test.afterAll(async () => {
  await context?.close();
});

for (const { story, theme } of shots) {
  test(`${story.id}${theme ? ` (${theme})` : ""} @vrt`, async ({ baseURL }) => {
    const page = await context.newPage();
    try {
      const narrow = story.tags?.includes("narrow");
      await page.setViewportSize(narrow ? { width: 375, height: 740 } : { width: 1280, height: 800 });
      const globals = theme ? `&globals=theme:${theme}` : "";
      await page.goto(`${baseURL}/iframe.html?id=${story.id}&viewMode=story${globals}`);
      // Wait until the story rendered and its play function ran to the end.
      const phase = await page.waitForFunction(() => {
        type Preview = { currentRender?: { phase?: string } };
        const current = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
          ?.currentRender?.phase;
        return current === "finished" || current === "errored" || current === "aborted" ? current : false;
      });
      expect(await phase.jsonValue()).toBe("finished");
      // Fonts, and every image decoded (lazy ones too: a full-page shot would otherwise start them mid-shot).
      await page.evaluate(async () => {
        await document.fonts.ready;
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      });
      // Theme first: no story id starts with "dark--", so names never collide.
      await expect(page).toHaveScreenshot(`${theme ? `${theme}--` : ""}${story.id}.png`, { fullPage: true });
    } finally {
      await page.close();
    }
  });
}
