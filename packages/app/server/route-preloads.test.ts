/**
 * Route chunks preloaded from the HTML: what the build plugin reads from the route modules and which chunks
 * it lists (scripts/route-preloads.ts), and the page the server answers for a route (its links, compressed
 * alike for every encoding) over real HTTP.
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { parseAst } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChunkInfo, routeImports, routePreloads } from "../scripts/route-preloads.ts";
import { withLowPriorityScripts } from "../scripts/scripts-after-paint.ts";
import { routeTable } from "../src/routes/table.ts";
import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { preloadPattern, ROUTE_PRELOADS_PATH, withPreloads } from "./route-preloads.ts";
import { listen, rawRequest as raw } from "./test-utils.ts";

describe("the build's route map", () => {
  it("reads each route's screen import from routes.tsx, for routes of the table only", async () => {
    const source = await readFile(new URL("../src/routes/routes.tsx", import.meta.url), "utf8");
    const found = routeImports(parseAst(source, { lang: "tsx" }) as never);
    expect(found.get("/store")).toEqual(["../containers/StoreContainer.tsx"]);
    expect(found.get("/feed")).toEqual(["../containers/FeedContainer.tsx"]);
    const patterns = new Set(routeTable.map((route) => route.path));
    expect([...found.keys()].filter((pattern) => !patterns.has(pattern))).toEqual([]);
  });

  it("lists a route's chunk and its static imports, without what the entry already loads", () => {
    const chunk = (fileName: string, imports: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
      fileName,
      imports,
      isEntry: false,
      facadeModuleId: null,
      moduleIds: [],
      ...extra,
    });
    const chunks = [
      chunk("assets/index.js", ["assets/react.js"], { isEntry: true, moduleIds: ["/src/main.tsx"] }),
      chunk("assets/react.js", []),
      chunk("assets/Store.js", ["assets/react.js", "assets/Grid.js"], { facadeModuleId: "/src/Store.tsx" }),
      chunk("assets/Grid.js", ["assets/Card.js"]),
      chunk("assets/Card.js", []),
      chunk("assets/Dialog.js", []),
    ];
    const routes = new Map([
      ["/store", ["/src/Store.tsx"]],
      ["/", ["/src/main.tsx"]],
    ]);
    expect(routePreloads(routes, chunks, "/base/")).toEqual({
      "/store": ["/base/assets/Store.js", "/base/assets/Grid.js", "/base/assets/Card.js"],
    });
  });
});

describe("the page's links", () => {
  const page = "<html>\n  <head>\n    <title>Hiber</title>\n  </head>\n  <body></body>\n</html>\n";

  it("adds a low-priority modulepreload link per script at the end of the head, lined up with the others", () => {
    expect(withPreloads(page, ["/assets/a.js", "/assets/b&c.js"])).toBe(
      '<html>\n  <head>\n    <title>Hiber</title>\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b&amp;c.js">\n  </head>\n  <body></body>\n</html>\n',
    );
    expect(withPreloads(page, [])).toBe(page);
    expect(withPreloads("<head><title>x</title></head>", ["/a.js"])).toBe(
      '<head><title>x</title>    <link rel="modulepreload" fetchpriority="low" crossorigin href="/a.js">\n</head>',
    );
  });

  it("picks the most specific pattern a path matches", () => {
    const preloads = {
      "/model/:author/:modelId": ["/m.js"],
      "/model/:author/compare": ["/c.js"],
      "/": ["/p.js"],
    };
    expect(preloadPattern(preloads, "/model/openai/gpt2")).toBe("/model/:author/:modelId");
    expect(preloadPattern(preloads, "/model/openai/compare")).toBe("/model/:author/compare");
    expect(preloadPattern(preloads, "/")).toBe("/");
    expect(preloadPattern(preloads, "/store")).toBeUndefined();
  });
});

describe("the HTML served for a route", () => {
  const INDEX = `<!doctype html>\n<html>\n  <head>\n    <title>Hiber</title>\n${"    <!-- padding -->\n".repeat(60)}  </head>\n  <body></body>\n</html>\n`;
  const LINK =
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/StoreContainer-X1.js">';
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "hiber-preloads-"));
    await writeFile(path.join(clientDir, "index.html"), INDEX);
    await writeFile(path.join(clientDir, "index.html.br"), brotliCompressSync(INDEX));
    await writeFile(path.join(clientDir, "index.html.gz"), gzipSync(INDEX));
    await mkdir(path.join(clientDir, ".vite"));
    await writeFile(
      path.join(clientDir, ROUTE_PRELOADS_PATH),
      JSON.stringify({
        "/store": ["/assets/StoreContainer-X1.js"],
        "/model/:author/:modelId": ["/assets/M.js"],
      }),
    );
    const config = loadConfig({ PAYMENTS: "off" }, { clientDir });
    server = await listen(
      createServer(config, { hub: "http://127.0.0.1:9", datasetsServer: "http://127.0.0.1:9" }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("names the route's chunk in the page, the same page in every encoding", async () => {
    const br = await raw(`${server.url}/store`, { "accept-encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    const html = brotliDecompressSync(br.body).toString("utf8");
    expect(html).toContain(LINK);
    expect(html.indexOf(LINK)).toBeLessThan(html.indexOf("</head>"));

    const gzip = await raw(`${server.url}/store`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(html);
    const identity = await raw(`${server.url}/store`, {});
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString("utf8")).toBe(html);
  });

  it("gives a parameterised route its chunk, and a route without one or an unknown path the bare page (titled)", async () => {
    const titled = (title: string) => INDEX.replace("<title>Hiber</title>", `<title>${title}</title>`);
    const model = await raw(`${server.url}/model/openai/gpt2`, {});
    expect(model.body.toString("utf8")).toContain('href="/assets/M.js"');
    const explore = await raw(`${server.url}/explore`, {});
    expect(explore.status).toBe(200);
    expect(explore.body.toString("utf8")).toBe(titled("Explore AI Models · Hiber"));
    const unknown = await raw(`${server.url}/no-such-page`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString("utf8")).toBe(titled("Page not found · Hiber"));
  });
});

describe("the build's scripts after the first screen", () => {
  it("marks the entry and its preloads low priority, once, and nothing else", () => {
    const page =
      '<head><script>theme()</script><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js"><link rel="preload" as="font" href="/f.woff2">' +
      '<link rel="stylesheet" href="/assets/app.css"></head>';
    const marked = withLowPriorityScripts(page);
    expect(marked).toBe(
      '<head><script>theme()</script><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js"><link rel="preload" as="font" href="/f.woff2">' +
        '<link rel="stylesheet" href="/assets/app.css"></head>',
    );
    expect(withLowPriorityScripts(marked)).toBe(marked);
  });
});
