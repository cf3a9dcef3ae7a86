/**
 * The docs site (the built Storybook: `pnpm run docs`) documents every public React component and the guides'
 * functions, and its guides link only to pages that exist. Read from the sources, so it runs in the `unit`
 * stage, before Storybook is built: the story files' metas (Storybook's own CSF parser), the guides
 * (docs/guides/*.mdx) and the packages' public entries (their package.json `exports`, imported).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { toId } from "storybook/internal/csf";
import { loadCsf } from "storybook/internal/csf-tools";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const guidesDir = path.join(root, "docs/guides");

/** The packages whose React components the site documents (hub-sdk has none: the guides cover it). */
const COMPONENT_PACKAGES = ["ui", "wallet-kit"];

/**
 * Outside addresses the guides may link to: not checked here (no network in the tests), listed so that a new
 * one is a decision.
 */
const EXTERNAL_LINKS: readonly string[] = [];

/** What each guide must name (in its text or the files it shows), each checked to be a real export. */
const GUIDE_NAMES: Record<string, { from: string; names: string[] }[]> = {
  "Docs/Getting started": [
    { from: "@hiber/ui", names: ["ModelCard", "LinkProvider", "ComparisonModal", "DatasetPreviewModal"] },
    { from: "@hiber/hub-sdk", names: ["listModelsPage", "previewDataset"] },
  ],
  "Docs/Theming and tokens": [{ from: "@hiber/ui", names: ["ThemeToggle", "THEME_OPTIONS", "cn"] }],
  "Docs/hub-sdk": [
    {
      from: "@hiber/hub-sdk",
      names: [
        "listModels",
        "listModelsPage",
        "modelInfo",
        "modelCard",
        "listDatasets",
        "datasetInfo",
        "listDiscussions",
        "listCollections",
        "searchHub",
        "previewDataset",
        "firstRows",
        "listRows",
        "isValid",
        "chatCompletion",
        "chatCompletionStream",
        "completion",
        "textGeneration",
        "listRouterModels",
        "generateWithFallback",
        "HubApiError",
      ],
    },
    { from: "@hiber/hub-sdk/x402", names: ["createPayingFetch", "InsufficientBalanceError"] },
    { from: "@hiber/hub-sdk/money", names: ["parseUnits", "formatUsdc"] },
  ],
  "Docs/wallet-kit and x402": [
    {
      from: "@hiber/wallet-kit",
      names: [
        "WalletKitRoot",
        "useWalletButton",
        "useWalletModal",
        "useWalletSession",
        "usePayingFetch",
        "paymentProblemOf",
        "useBalance",
      ],
    },
    { from: "@hiber/hub-sdk/x402", names: ["createPayingFetch", "SpendCapExceededError"] },
    { from: "@hiber/ui", names: ["WalletButton", "WalletModal"] },
  ],
};

interface StoryMeta {
  file: string;
  title: string;
  /** The meta's `component`, by the name it is imported under. */
  component?: string;
  /** The keys of the meta's `subcomponents`: their props tables are on the meta's docs page. */
  subcomponents: string[];
  storyIds: string[];
  autodocs: boolean;
}

type Node = { type: string; name?: string; expression?: Node; properties?: { key?: Node }[] };

/** `X`, `X<T>` (a generic's instantiation) or `X as Y`: the component's name. */
function componentName(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === "Identifier") return node.name;
  if (node.type === "TSInstantiationExpression" || node.type === "TSAsExpression")
    return componentName(node.expression);
  return undefined;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix) && !file.includes("node_modules"))
    .map((file) => path.join(dir, file));
}

function readMetas(): StoryMeta[] {
  return COMPONENT_PACKAGES.flatMap((name) =>
    filesUnder(path.join(root, "packages", name, "src"), ".stories.tsx"),
  ).map((file) => {
    const csf = loadCsf(readFileSync(file, "utf8"), {
      fileName: file,
      makeTitle: (title) => title ?? "",
    }).parse();
    const annotations = csf._metaAnnotations as Record<string, Node | undefined>;
    const title = csf.meta?.title ?? "";
    return {
      file: path.relative(root, file),
      title,
      component: componentName(annotations.component),
      subcomponents: (annotations.subcomponents?.properties ?? []).flatMap((property) =>
        property.key?.name ? [property.key.name] : [],
      ),
      storyIds: csf.stories.map((story) => story.id),
      // Every meta gets a docs page (`tags: ["autodocs"]` in .storybook/preview.tsx) unless it opts out.
      autodocs: !(csf.meta?.tags ?? []).includes("!autodocs"),
    };
  });
}

interface Guide {
  file: string;
  title: string;
  text: string;
  /** The page's text and the files it shows (`import x from "…?raw"`). */
  shown: string;
}

function readGuides(): Guide[] {
  return filesUnder(guidesDir, ".mdx").map((file) => {
    const text = readFileSync(file, "utf8");
    const title = /<Meta\s+title="([^"]+)"/.exec(text)?.[1] ?? "";
    const raw = [...text.matchAll(/from "([^"]+)\?raw"/g)].map((match) =>
      readFileSync(path.resolve(path.dirname(file), match[1] as string), "utf8"),
    );
    return { file: path.relative(root, file), title, text, shown: [text, ...raw].join("\n") };
  });
}

/** A function component, or a `memo` / `forwardRef` / `lazy` object; classes (the errors) are not. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === "function") return !/^class\b/.test(Function.prototype.toString.call(value));
  if (typeof value !== "object" || value === null || !("$$typeof" in value)) return false;
  return ["react.memo", "react.forward_ref", "react.lazy"].includes(
    (value as { $$typeof: symbol }).$$typeof.description ?? "",
  );
}

/** Every React component exported by a public entry of the packages, as `{ entry, name }`. */
async function componentExports(): Promise<{ entry: string; name: string }[]> {
  const found: { entry: string; name: string }[] = [];
  for (const name of COMPONENT_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(root, "packages", name, "package.json"), "utf8")) as {
      name: string;
      exports: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (!/\.tsx?$/.test(target)) continue; // the stylesheet
      const entry = `${manifest.name}${subpath.slice(1)}`;
      const module = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(module))
        if (isComponent(exported, value)) found.push({ entry, name: exported });
    }
  }
  return found;
}

const metas = readMetas();
const guides = readGuides();

describe("the docs site", () => {
  it("documents every exported React component: a meta's component, or a subcomponent on its family's page", async () => {
    const components = await componentExports();
    // The detection finds the components (not a vacuous pass): the main entries' and the heavy entries'.
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "ModelCard",
        "DialogTitle",
        "CommunityGraph",
        "ModelVisualization",
        "WalletKitRoot",
      ]),
    );
    const documented = (name: string) =>
      metas.some(
        (meta) =>
          meta.component === name ||
          (meta.subcomponents.includes(name) && name.startsWith(meta.title.split("/").pop() ?? "\0")),
      );
    const missing = components.filter((component) => !documented(component.name));
    expect(
      missing,
      "components with no story meta of their own (add X.stories.tsx, or a subcomponent)",
    ).toEqual([]);
  });

  it("has the four guides, each naming the exports it documents", async () => {
    expect(guides.map((guide) => guide.title).sort()).toEqual(Object.keys(GUIDE_NAMES).sort());
    for (const guide of guides) {
      for (const { from, names } of GUIDE_NAMES[guide.title] ?? []) {
        const module = (await import(/* @vite-ignore */ from)) as Record<string, unknown>;
        for (const name of names) {
          expect(module[name], `${name} is not exported by ${from}`).toBeDefined();
          expect(new RegExp(`\\b${name}\\b`).test(guide.shown), `${guide.file} does not name ${name}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("links only to pages and stories that exist, and to no unlisted outside address", () => {
    const ids = new Set([
      ...metas.flatMap((meta) => [...meta.storyIds, ...(meta.autodocs ? [toId(meta.title, "docs")] : [])]),
      ...guides.map((guide) => toId(guide.title, "docs")),
    ]);
    const broken: string[] = [];
    let checked = 0;
    for (const guide of guides) {
      const targets = [
        ...[...guide.text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string),
        ...[...guide.text.matchAll(/href="([^"]+)"/g)].map((match) => match[1] as string),
      ];
      for (const target of targets) {
        checked += 1;
        const inSite = /^\?path=\/(docs|story)\/([^&#]+)/.exec(target);
        if (inSite) {
          if (!ids.has(inSite[2] as string)) broken.push(`${guide.file}: ${target} (no such page or story)`);
        } else if (/^https?:/.test(target)) {
          if (!EXTERNAL_LINKS.includes(target)) broken.push(`${guide.file}: ${target} (outside, not listed)`);
        } else if (!target.startsWith("#")) {
          broken.push(`${guide.file}: ${target} (a file path: the built site has no such page)`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});
