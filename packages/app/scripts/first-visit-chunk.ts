/**
 * One chunk for what the two first-visit screens share (issue 16: initial JS of / and /store). Rolldown
 * puts each module that several route chunks share into a chunk per set of routes that import it, so the
 * playground (/) and the store (/store) each loaded about 18 small files of the same shared code (the hub
 * client's request and error code, the task table, the model mapping, `format`, a few icons, …): each
 * compresses alone and carries its import/export glue.
 *
 * At the end of the module graph (`buildEnd`) this plugin follows, from each screen's container, the
 * modules it imports statically and the names it imports from each: through a package's index (a module
 * of re-exports) only to the modules that define the names imported, so a screen is not credited with the
 * whole package. `test` then captures the modules both screens reach this way that the entry does not
 * (the entry's are the `$initial` group's), and `vite.config.ts` gives them one chunk group. Neither screen
 * loads code it did not load before; another screen that needs part of that code loads all of it.
 */
import type { Plugin, Rolldown } from "vite";

/** The containers whose shared static imports make the chunk (path endings of their module ids). */
const FIRST_VISIT = ["/src/containers/PlaygroundContainer.tsx", "/src/containers/StoreContainer.tsx"];
/** The app's entry: what it imports statically is in the entry chunk already. */
const ENTRY = "/src/main.tsx";

/** Every name of a module (an import of the module itself, `import "x"`, or a namespace import). */
const ALL = "*";

interface Edge {
  source: string;
  /** Names taken from `source` (ALL for the whole module). */
  names: string[];
}

interface Shape {
  /** Imports of the module's own code. */
  imports: Edge[];
  /** `export { a as b } from "x"`: b → (x, a). */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from "x"`. */
  stars: string[];
  /** The module's own exported names (not re-exported). */
  own: Set<string>;
}

interface AstNode {
  type: string;
  [key: string]: unknown;
}
const nameOf = (node: unknown): string => {
  const n = node as { name?: string; value?: string } | undefined;
  return n?.name ?? n?.value ?? "default";
};

type Context = Rolldown.PluginContext;

async function shapeOf(context: Context, id: string): Promise<Shape | undefined> {
  const info = context.getModuleInfo(id);
  if (!info?.code) return undefined;
  const lang = /\.[jt]sx$/.test(id) ? "tsx" : /\.[cm]?ts$/.test(id) ? "ts" : "js";
  const program = context.parse(info.code, { lang }) as unknown as { body: AstNode[] };
  const resolve = async (specifier: unknown) =>
    typeof specifier === "string" ? (await context.resolve(specifier, id))?.id : undefined;
  const shape: Shape = { imports: [], reexports: new Map(), stars: [], own: new Set() };
  // Imported bindings by local name: `import { a as b } from "x"; export { b as c }` re-exports x's a.
  const bindings = new Map<string, { source: string; name: string }>();
  for (const node of program.body) {
    const source = (node.source as { value?: unknown } | null | undefined)?.value;
    if (node.type === "ImportDeclaration") {
      const resolved = await resolve(source);
      if (!resolved || node.importKind === "type") continue;
      const specifiers = (node.specifiers as AstNode[]).filter((s) => s.importKind !== "type");
      if (specifiers.length === 0 && (node.specifiers as AstNode[]).length > 0) continue;
      const names = specifiers.map((s) =>
        s.type === "ImportSpecifier"
          ? nameOf(s.imported)
          : s.type === "ImportDefaultSpecifier"
            ? "default"
            : ALL,
      );
      shape.imports.push({ source: resolved, names: names.length > 0 ? names : [ALL] });
      specifiers.forEach((s, i) => {
        bindings.set(nameOf(s.local), { source: resolved, name: names[i] ?? ALL });
      });
    } else if (node.type === "ExportAllDeclaration" && source) {
      const resolved = await resolve(source);
      if (resolved) shape.stars.push(resolved);
    } else if (node.type === "ExportNamedDeclaration" && !source && node.exportKind !== "type") {
      for (const s of (node.specifiers as AstNode[] | undefined) ?? []) {
        const binding = bindings.get(nameOf(s.local));
        if (binding && binding.name !== ALL) shape.reexports.set(nameOf(s.exported), binding);
      }
    } else if (node.type === "ExportNamedDeclaration" && source) {
      const resolved = await resolve(source);
      if (!resolved || node.exportKind === "type") continue;
      for (const s of node.specifiers as AstNode[]) {
        if (s.exportKind === "type") continue;
        shape.reexports.set(nameOf(s.exported), { source: resolved, name: nameOf(s.local) });
      }
    }
  }
  for (const name of info.exports) if (!shape.reexports.has(name)) shape.own.add(name);
  return shape;
}

/** The modules whose code `root` needs: its static imports, through re-exports by the names imported. */
async function reach(context: Context, root: string, shapes: Map<string, Shape | undefined>) {
  const shape = async (id: string) => {
    if (!shapes.has(id)) shapes.set(id, await shapeOf(context, id));
    return shapes.get(id);
  };
  const needed = new Set<string>();
  const asked = new Set<string>();
  const stack: [string, string][] = [[root, ALL]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [id, name] = item;
    if (asked.has(`${id}\0${name}`)) continue;
    asked.add(`${id}\0${name}`);
    const s = await shape(id);
    if (!s) {
      needed.add(id); // not parsed here (a virtual or asset module): counted whole
      continue;
    }
    const reexport = name === ALL ? undefined : s.reexports.get(name);
    if (reexport) {
      stack.push([reexport.source, reexport.name]);
      continue;
    }
    if (name === ALL || s.own.has(name) || s.stars.length === 0) {
      // The module's own code runs: it and everything its own code imports are needed.
      if (!needed.has(id)) {
        needed.add(id);
        for (const edge of s.imports) for (const n of edge.names) stack.push([edge.source, n]);
      }
      if (name === ALL) {
        for (const [, r] of s.reexports) stack.push([r.source, r.name]);
        for (const star of s.stars) stack.push([star, ALL]);
      }
      continue;
    }
    for (const star of s.stars) {
      const starInfo = context.getModuleInfo(star);
      if (starInfo?.exports.includes(name)) stack.push([star, name]);
    }
  }
  return needed;
}

export function firstVisitSharedChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let shared = new Set<string>();
  const plugin: Plugin = {
    name: "hiber:first-visit-shared",
    apply: "build",
    async buildEnd(error) {
      if (error) return;
      const context = this as unknown as Context;
      const ids = [...context.getModuleIds()];
      const find = (ending: string) => ids.find((id) => id.endsWith(ending));
      const shapes = new Map<string, Shape | undefined>();
      const entryId = find(ENTRY);
      const entry = entryId ? await reach(context, entryId, shapes) : new Set<string>();
      const roots = FIRST_VISIT.map(find);
      if (roots.some((root) => !root)) {
        this.warn(`first-visit chunk: a container is missing (${FIRST_VISIT.join(", ")})`);
        return;
      }
      const reached: Set<string>[] = [];
      for (const root of roots) reached.push(await reach(context, root as string, shapes));
      const [first, ...rest] = reached;
      shared = new Set([...(first ?? [])].filter((id) => !entry.has(id) && rest.every((set) => set.has(id))));
    },
  };
  return { plugin, test: (id) => shared.has(id) };
}
