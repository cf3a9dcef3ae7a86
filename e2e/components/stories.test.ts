import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";

/**
 * Every story of the built Storybook in one browser pass: each story is rendered once, its play function runs,
 * axe checks it (the a11y addon's `afterEach`, `a11y.test: "error"` in .storybook/preview.tsx), and its pixels
 * are compared with the baseline in e2e/__snapshots__; a screen is then shot once more in the dark theme, in the
 * same render. A story fails when its play function throws, when Storybook reports it failed (`storyFinished`
 * with status "error": an axe violation, an unhandled error while playing), when the page throws, or when a
 * pixel differs. Stories tagged "narrow" are shot at a phone's width. After an intended visual change, update
 * the baselines on this Debian image with `pnpm exec playwright test --project=visual --update-snapshots`.
 *
 * Each worker loads Storybook's preview once and switches stories in it, as Storybook's own UI does (the
 * `setCurrentStory` event): loading the 1 MB preview bundle for every story cost ~1.3 s of a ~3 s shot. A failed
 * story closes its page, so the next one starts from a fresh load.
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
// Played and checked by axe, but not shot: the scroll-to-top stories scroll the page and fade the button in
// (their pixels depend on animation timing). The ModelPicker's own stories draw its three native <select>s' text
// on one of two pixel rows, from one render to the next (the PlaygroundScreen stories shoot the same picker and
// are stable). The 3D view's canvas stories are WebGL pixels from a software rasterizer, not promised equal from
// run to run (its static icon stories are shot). The community graph's canvas stories likewise: the force
// layout's pixels moved between two clean runs (a node's position by a frame of its cooling); its loading and
// error states, which draw no canvas, are shot. The canvases' own stories (GraphCanvas, ModelScene) likewise.
const canvasStory = (id: string) =>
  id.startsWith("components-modelvisualization-modelscene--") ||
  id.startsWith("components-communitygraph-graphcanvas--") ||
  (id.startsWith("components-modelvisualization--") && !/--(fallback|without-webgl)/.test(id)) ||
  (id.startsWith("components-communitygraph--") && !/--(loading|loading-before-delay|error-state)$/.test(id));
const unstablePixels = (id: string) =>
  id.startsWith("components-scrolltotopbutton--") ||
  id.startsWith("screens-playgroundscreen-modelpicker--") ||
  canvasStory(id);
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

/** What the preview's channel said about the story being shown (recorded by `recordStoryEvents`). */
interface StoryOutcome {
  status: "success" | "error";
  reporters: { type: string; status: string; result?: unknown }[];
}
interface Recorded {
  finished: Record<string, StoryOutcome>;
  errors: string[];
}
type StoryWindow = typeof globalThis & { __hiberStories: Recorded };

/**
 * Runs in the page before Storybook: catches the addons channel when the preview installs it
 * (`globalThis.__STORYBOOK_ADDONS_CHANNEL__ = channel`) and records each story's end and every error it emits.
 */
function recordStoryEvents() {
  const recorded: Recorded = { finished: {}, errors: [] };
  const target = globalThis as unknown as StoryWindow & { __STORYBOOK_ADDONS_CHANNEL__?: unknown };
  target.__hiberStories = recorded;
  const message = (error: unknown) =>
    error && typeof error === "object" && "message" in error ? String(error.message) : JSON.stringify(error);
  let channel: unknown;
  Object.defineProperty(target, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(next: { on(event: string, listener: (payload: never) => void): void } | undefined) {
      channel = next;
      next?.on("storyFinished", (payload: StoryOutcome & { storyId: string }) => {
        recorded.finished[payload.storyId] = { status: payload.status, reporters: payload.reporters };
      });
      next?.on("playFunctionThrewException", (error: unknown) => recorded.errors.push(message(error)));
      next?.on("storyThrewException", (error: unknown) => recorded.errors.push(message(error)));
      next?.on("storyErrored", (error: { title: string; description: string }) =>
        recorded.errors.push(`${error.title}: ${error.description}`),
      );
      next?.on("unhandledErrorsWhilePlaying", (errors: unknown[]) =>
        recorded.errors.push(...errors.map(message)),
      );
    },
  });
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown }[];
}

/** One line per failed report: axe's violations by rule and element, or the report's own error. */
function describeFailure(outcome: StoryOutcome, errors: string[]): string {
  const lines = [...errors];
  for (const report of outcome.reporters) {
    if (report.status !== "failed") continue;
    const result = report.result as { violations?: AxeViolation[]; error?: unknown } | undefined;
    for (const violation of result?.violations ?? []) {
      const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(", ");
      lines.push(`${report.type}: ${violation.id} (${violation.help}) at ${targets}`);
    }
    if (result?.error) lines.push(`${report.type}: ${JSON.stringify(result.error)}`);
  }
  return lines.join("\n") || "the story reported an error";
}

// One page per worker: a Storybook preview that has loaded its bundle once. Its first story is opened by URL,
// the next ones by event. Errors the page throws are kept for the story being shown.
let preview: { page: Page; pageErrors: string[] } | undefined;

async function openStory(
  browser: Browser,
  baseURL: string,
  storyId: string,
  viewport: { width: number; height: number },
) {
  if (preview) {
    const { page } = preview;
    preview.pageErrors.length = 0;
    await page.setViewportSize(viewport);
    await page.evaluate((id) => {
      const window = globalThis as unknown as StoryWindow & {
        __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
      };
      delete window.__hiberStories.finished[id];
      window.__hiberStories.errors.length = 0;
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit("setCurrentStory", { storyId: id, viewMode: "story" });
    }, storyId);
    return preview;
  }
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
  });
  const page = await context.newPage();
  await page.addInitScript(recordStoryEvents);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  preview = { page, pageErrors };
  await page.goto(`${baseURL}/iframe.html?id=${storyId}&viewMode=story&globals=theme:light`);
  return preview;
}

async function closePreview() {
  await preview?.page.context().close();
  preview = undefined;
}

test.afterAll(closePreview);

// biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured fixtures argument.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await closePreview();
});

test.describe.configure({ timeout: 60_000 });

/** Puts the document in the dark theme (or back), as the `theme` global's decorator does: a class and a scheme. */
async function setDark(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    document.documentElement.classList.toggle("dark", on);
    document.documentElement.style.colorScheme = on ? "dark" : "light";
  }, dark);
}

for (const story of stories) {
  test(`${story.id} @vrt`, async ({ browser, baseURL }) => {
    const narrow = story.tags?.includes("narrow");
    const viewport = narrow ? { width: 375, height: 740 } : { width: 1280, height: 800 };
    const { page, pageErrors } = await openStory(browser, baseURL ?? "", story.id, viewport);
    // Rendered, played and checked by axe: Storybook's verdict, with what failed.
    const handle = await page.waitForFunction(
      (id) => (globalThis as unknown as StoryWindow).__hiberStories?.finished[id] ?? false,
      story.id,
    );
    const outcome = (await handle.jsonValue()) as StoryOutcome;
    const errors = await page.evaluate(() => [
      ...(globalThis as unknown as StoryWindow).__hiberStories.errors,
    ]);
    // A play function that throws is reported as an event, not in the status: Storybook's preview catches it
    // (`throwPlayFunctionExceptions: false`, for its interactions panel) and goes on to "finished".
    expect({ status: outcome.status, errors }, describeFailure(outcome, errors)).toEqual({
      status: "success",
      errors: [],
    });
    expect(pageErrors, "errors thrown in the page").toEqual([]);
    if (unstablePixels(story.id)) return;

    // Fonts, and every image decoded (lazy ones too: a full-page shot would otherwise start them mid-shot).
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images];
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    // A full-page shot of a screen behind a blurred dialog takes seconds on a busy 2-core machine: the
    // screenshot has 15 s to become stable (two equal captures in a row), not the default 5.
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, timeout: 15_000 });
    if (!story.id.startsWith("screens-")) return;
    // The screen once more in the dark theme, as it stands after its play function. The name's prefix never
    // collides: no story id starts with "dark--".
    await setDark(page, true);
    try {
      await expect(page).toHaveScreenshot(`dark--${story.id}.png`, { fullPage: true, timeout: 15_000 });
    } finally {
      await setDark(page, false);
    }
  });
}
