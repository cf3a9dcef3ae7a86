/**
 * Lighthouse's performance score, CLS, FCP and LCP of a URL (`perf.ts`), mobile (Lighthouse's default: a
 * Moto G power on slow 4G, 4× CPU slowdown, all simulated) or desktop (its desktop config), in Debian's
 * Chromium started by Playwright with a debugging port Lighthouse attaches to.
 */
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromium } from "playwright";
import { chromiumPath } from "../scripts/chromium.ts";

export interface LighthouseFigures {
  /** 0–100. */
  score: number;
  cls: number;
  /** First contentful paint, milliseconds (simulated). */
  fcp: number;
  /** Largest contentful paint, milliseconds (simulated). */
  lcp: number;
}

/** One Lighthouse run of `url` on a browser of its own, listening on `port` for Lighthouse. */
export async function runLighthouse(
  url: string,
  formFactor: "mobile" | "desktop",
  port: number,
): Promise<LighthouseFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}
