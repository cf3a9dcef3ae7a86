/**
 * A Vite plugin (build only) that writes which scripts each route of the app needs beyond the entry's:
 * `dist/client/.vite/route-preloads.json`, `{ "<route pattern>": ["/assets/<chunk>.js", …] }`. The server
 * (server/route-preloads.ts) names them in the HTML it answers for that route as `<link rel="modulepreload">`,
 * so the browser fetches a page's chunk alongside the entry instead of after the entry has run.
 *
 * Which module a route loads is read from the route modules themselves (`src/routes/*`): every object
 * property whose key is a route pattern (a string starting with `/`) and whose value contains an
 * `import("…")`, as the `loaders` of routes.tsx are written. A route added there the same way is preloaded
 * with no further change. For each, the chunk that module starts, plus the chunks it imports statically
 * (transitively), minus those the entry already loads (Vite names those in index.html itself).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/** Where the map is written, relative to the build's output folder. */
export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

interface Node {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Every node below `node`, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

/** A string literal's value, else undefined. */
const stringOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === "Literal" && typeof node.value === "string" ? node.value : undefined;

/**
 * The `"<pattern>": … import("<specifier>") …` pairs of a parsed module: each route pattern with the
 * specifiers of the dynamic imports in its value.
 */
export function routeImports(program: Node): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const node of walk(program)) {
    if (node.type !== "Property") continue;
    const pattern = stringOf(node.key);
    if (!pattern?.startsWith("/") || !isNode(node.value)) continue;
    const specifiers = [...walk(node.value)]
      .filter((inner) => inner.type === "ImportExpression")
      .map((inner) => stringOf(inner.source))
      .filter((specifier) => specifier !== undefined);
    if (specifiers.length > 0) found.set(pattern, [...(found.get(pattern) ?? []), ...specifiers]);
  }
  return found;
}

/** The parts of an output chunk this plugin reads. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** A chunk and the chunks it imports statically, transitively (file names). */
function withStaticImports(start: string, chunks: Map<string, ChunkInfo>): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * The scripts each route needs beyond the entry's, as URLs under `base`: for each route, the chunk of
 * each module it imports (the one that module is the facade of, else the one that contains it) and that
 * chunk's static imports, without the entry chunks and theirs.
 */
export function routePreloads(
  routes: Map<string, string[]>,
  chunks: ChunkInfo[],
  base = "/",
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => [...withStaticImports(chunk.fileName, byFile)]),
  );
  const chunkOf = (moduleId: string) =>
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  const result: Record<string, string[]> = {};
  for (const [pattern, moduleIds] of routes) {
    const files = new Set<string>();
    for (const moduleId of moduleIds) {
      const chunk = chunkOf(moduleId);
      if (chunk) for (const file of withStaticImports(chunk.fileName, byFile)) files.add(file);
    }
    const needed = [...files].filter((file) => !initial.has(file));
    if (needed.length > 0) result[pattern] = needed.map((file) => `${base}${file}`);
  }
  return result;
}

export function routePreloadsPlugin(): Plugin {
  let base = "/";
  // The route modules scanned for `"<pattern>": … import("…") …`.
  let routesDir = "";
  return {
    name: "hiber:route-preloads",
    apply: "build",
    configResolved(config) {
      base = config.base;
      routesDir = `${path.join(config.root, "src", "routes")}${path.sep}`;
    },
    async generateBundle(_options, bundle) {
      const routes = new Map<string, string[]>();
      for (const id of this.getModuleIds()) {
        if (!id.startsWith(routesDir) || !/\.[jt]sx?$/.test(id)) continue;
        const source = await readFile(id, "utf8");
        const program = this.parse(source, { lang: id.endsWith("x") ? "tsx" : "ts" }) as unknown as Node;
        for (const [pattern, specifiers] of routeImports(program)) {
          const resolved = await Promise.all(specifiers.map((specifier) => this.resolve(specifier, id)));
          const ids = resolved.flatMap((r) => (r ? [r.id] : []));
          routes.set(pattern, [...(routes.get(pattern) ?? []), ...ids]);
        }
      }
      const chunks = Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [output] : []));
      const preloads = routePreloads(routes, chunks, base);
      if (routes.size > 0 && Object.keys(preloads).length === 0) {
        this.warn("no route chunk found for the routes' dynamic imports: the HTML will preload none");
      }
      this.emitFile({
        type: "asset",
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
