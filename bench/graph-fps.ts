/**
 * The community graph's frame rate (issue 13 point 4): headless Chromium draws the graph's canvas (the
 * component /graph uses, bundled with a generated graph by esbuild) with 225 and with 5,000 nodes, and an
 * empty canvas animation as the baseline, in the same run. Prints the time to a settled layout and the
 * frames per second during a 5 s drag (panning: every frame redraws the whole graph), and each ratio to the
 * baseline. `pnpm run bench:graph`; `npx tsx bench/graph-fps.ts --webgl` measures WebGL here instead
 * (`graph-webgl-probe-page.ts`).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium, type Page } from "playwright";
import { chromiumArgs, chromiumPath } from "../scripts/chromium.ts";
import { machineLine, ROOT } from "./lib.ts";

const DRAG_MS = 5_000;
/** `--webgl`: the WebGL probe (`graph-webgl-probe-page.ts`) instead of the app's canvas. */
const webgl = process.argv.includes("--webgl");
const CASES = webgl
  ? ([
      ["empty canvas", "mode=empty"],
      ["WebGL, 10 points", "mode=points&n=10"],
      ["WebGL, 5,000 points", "mode=points&n=5000"],
      ["WebGL, 5,000 points + links", "mode=lines&n=5000"],
      ["sigma.js, 5,000 nodes", "mode=sigma&n=5000"],
    ] as const)
  : ([
      ["empty canvas", "mode=empty"],
      ["225 nodes", "mode=graph&n=225"],
      ["5,000 nodes", "mode=graph&n=5000"],
    ] as const);

const bundle = await build({
  entryPoints: [join(ROOT, webgl ? "bench/graph-webgl-probe-page.ts" : "bench/graph-fps-page.ts")],
  bundle: true,
  write: false,
  format: "esm",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  jsx: "automatic",
  logLevel: "error",
});
const script = bundle.outputFiles[0]?.text ?? "";
const html = `<!doctype html><html><body style="margin:0"><div id="root" style="width:1200px;height:700px"></div><script type="module" src="/page.js"></script></body></html>`;
const server = createServer((req, res) => {
  const js = req.url?.startsWith("/page.js");
  res.writeHead(200, { "content-type": js ? "text/javascript" : "text/html" });
  res.end(js ? script : html);
});
await new Promise<void>((resolve) =>
  server.listen(Number(process.env.BENCH_PORT ?? 0), "127.0.0.1", resolve),
);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Frames per second while the mouse drags across the canvas for 5 s. */
async function dragFps(page: Page): Promise<number> {
  await page.mouse.move(600, 350);
  await page.mouse.down();
  const before = await page.evaluate(() => ({ frames: window.__frames, at: performance.now() }));
  const start = Date.now();
  let step = 0;
  while (Date.now() - start < DRAG_MS) {
    step++;
    await page.mouse.move(600 + 200 * Math.sin(step / 20), 350 + 150 * Math.cos(step / 20));
  }
  const after = await page.evaluate(() => ({ frames: window.__frames, at: performance.now() }));
  await page.mouse.up();
  return ((after.frames - before.frames) * 1000) / (after.at - before.at);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results: { name: string; settledMs?: number; fps: number }[] = [];
try {
  for (const [name, query] of CASES) {
    const page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
    await page.goto(`${base}/?${query}`);
    await page.waitForFunction(() => window.__settled !== undefined, undefined, { timeout: 300_000 });
    const settledMs = await page.evaluate(() => window.__settled as number);
    const fps = await dragFps(page);
    results.push({ name, ...(query !== "mode=empty" && { settledMs }), fps });
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

const baseline = results[0]?.fps ?? Number.NaN;
console.log(machineLine());
for (const { name, settledMs, fps } of results)
  console.log(
    `${name.padEnd(webgl ? 28 : 13)} ${fps.toFixed(1).padStart(5)} fps during a 5 s drag (${((100 * fps) / baseline).toFixed(0)}% of the empty canvas)` +
      (settledMs === undefined ? "" : `, layout settled in ${(settledMs / 1000).toFixed(1)} s`),
  );
