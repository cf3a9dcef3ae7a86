import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";

/**
 * Visual snapshots of every story of the built Storybook, in the theme the story sets (light by default),
 * and the screens once more in the dark theme. Stories tagged "narrow" are shot at a phone's width.
 * Baselines live in e2e/__snapshots__; after an intended change, update them on this Debian image with
 * `pnpm exec playwright test --project=visual --update-snapshots`.
 *
 * Each worker loads Storybook's preview once per theme and switches stories in it, as Storybook's own UI
 * does (the `setCurrentStory` event): loading the 1 MB preview bundle for every shot cost ~1.3 s of a
 * ~3 s shot. Axe is off here (the `a11y.manual` global): every story already runs it as a test in the
 * storybook project of vitest. A failed shot closes its page, so the next one starts from a fresh load.
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
// The ModelPicker's own stories draw its three native <select>s' text on one of two pixel rows, from one
// render to the next (half the renders, in a fresh page or not); the PlaygroundScreen stories shoot the same
// picker and are stable. The 3D view's canvas stories are WebGL pixels from a software rasterizer, not
// promised equal from run to run (its static icon stories are shot). Their behaviour is tested by their play
// functions and the app's browser tests. The community graph's canvas stories likewise: the force layout's
// pixels moved between two clean runs (a node's position by a frame of its cooling); its loading and error
// states, which draw no canvas, are shot. The canvases' own stories (GraphCanvas, ModelScene) likewise.
const canvasStory = (id: string) =>
  id.startsWith("components-modelvisualization-modelscene--") ||
  id.startsWith("components-communitygraph-graphcanvas--") ||
  (id.startsWith("components-modelvisualization--") && !/--(fallback|without-webgl)/.test(id)) ||
  (id.startsWith("components-communitygraph--") && !/--(loading|loading-before-delay|error-state)$/.test(id));
const unstable = (id: string) =>
  id.startsWith("components-scrolltotopbutton--") ||
  id.startsWith("screens-playgroundscreen-modelpicker--") ||
  canvasStory(id);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story" && !unstable(entry.id));
const shots = stories.flatMap((story) => [
  { story, theme: "light" as const },
  ...(story.id.startsWith("screens-") ? [{ story, theme: "dark" as const }] : []),
]);
type Theme = (typeof shots)[number]["theme"];

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

// One page per theme and worker, each a Storybook preview that has loaded its bundle once. The first story
// of a page is opened by URL (which also sets the globals: the theme, and axe off), the next ones by event.
const previews = new Map<Theme, Page>();

async function openStory(
  browser: Browser,
  baseURL: string,
  theme: Theme,
  storyId: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const open = previews.get(theme);
  if (open) {
    await open.setViewportSize(viewport);
    await open.evaluate((id) => {
      const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit("setCurrentStory", { storyId: id, viewMode: "story" });
    }, storyId);
    return open;
  }
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
  });
  const page = await context.newPage();
  previews.set(theme, page);
  await page.goto(
    `${baseURL}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  );
  return page;
}

test.afterAll(async () => {
  for (const page of previews.values()) await page.context().close();
  previews.clear();
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured fixtures argument.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [theme, page] of previews) {
    await page.context().close();
    previews.delete(theme);
  }
});

test.describe.configure({ timeout: 60_000 });

for (const { story, theme } of shots) {
  const dark = theme === "dark";
  test(`${story.id}${dark ? " (dark)" : ""} @vrt`, async ({ browser, baseURL }) => {
    const narrow = story.tags?.includes("narrow");
    const viewport = narrow ? { width: 375, height: 740 } : { width: 1280, height: 800 };
    const page = await openStory(browser, baseURL ?? "", theme, story.id, viewport);
    // Wait until this story rendered and its play function ran to the end.
    const phase = await page.waitForFunction((storyId) => {
      const current = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (current?.id !== storyId) return false;
      const done = ["finished", "errored", "aborted"].includes(current.phase ?? "");
      return done ? current.phase : false;
    }, story.id);
    expect(await phase.jsonValue()).toBe("finished");
    // Fonts, and every image decoded (lazy ones too: a full-page shot would otherwise start them mid-shot).
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images];
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    // Theme first: no story id starts with "dark--", so names never collide.
    // A full-page shot of a screen behind a blurred dialog takes seconds on a busy 2-core machine: the
    // screenshot has 15 s to become stable (two equal captures in a row), not the default 5.
    await expect(page).toHaveScreenshot(`${dark ? "dark--" : ""}${story.id}.png`, {
      fullPage: true,
      timeout: 15_000,
    });
  });
}
