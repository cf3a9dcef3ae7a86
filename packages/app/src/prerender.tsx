/**
 * The app rendered to HTML outside the browser. Built on its own (`vite build --ssr`, dist/ssr/prerender.js,
 * same config as the client: asset URLs and hashes match), it serves two callers:
 * - the build's route shells (scripts/prerender.mjs): the HTML the app renders first for a path — navbar, the
 *   page's loading state, footer — in the state of a first visit (no data yet, no wallet, the default theme),
 *   and the store with sample cards, to pick the critical CSS the server's cards need;
 * - the server (server/store-cards.ts): /store with its first cards, from the answer of its first list
 *   request the server already holds (server/early-answers.ts).
 * The server puts the HTML in the page's `#root`, so the browser paints it before any script has run;
 * main.tsx replaces it with the live app once the page's chunk is in.
 */
import type { ModelEntry } from "@hiber/hub-sdk";
import { TASK_FAMILY_LABELS, taskInfo } from "@hiber/hub-sdk/tasks";
import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { AppRoot } from "./AppRoot.tsx";
import { storeModelsPageQueryOptions, storeRequestFromUrl } from "./queries/models.ts";
import type { NumberedPage } from "./queries/numbered-pages.ts";
import { routes } from "./routes/routes.tsx";

/**
 * Nothing fetches during a render: every query without data stays pending, as on a first visit before its
 * answer (the store's comments: their reserved area shows).
 */
const renderClient = () => new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });

/** The markup of `#root` for `url` (path and query), or undefined when its route does not render (an error, a redirect). */
async function renderRoute(url: URL, queryClient: QueryClient): Promise<string | undefined> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}

/** The markup of `#root` for a path in the state of a first visit (the route shells). */
export function renderShell(pathname: string): Promise<string | undefined> {
  return renderRoute(new URL(pathname, "http://localhost"), renderClient());
}

/** The answer of the store's first list request, as the server captured it (server/early-answers.ts). */
export interface StoreListAnswer {
  /** The request's path and query. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** The body (JSON text). */
  text: string;
}

/**
 * The markup of `#root` for the store at `pageUrl` (its query string: search, category, sort, page) with its
 * first cards: the store's own page query runs here, exactly as in the browser, but its one request is answered
 * from `answer`, so the cache holds what the browser's first render will hold, under the same key. Undefined
 * when `answer` does not make the page (another request would be needed: a window beyond one hub request; an
 * answer the client would reject) or the route does not render.
 */
export async function renderStore(pageUrl: string, answer: StoreListAnswer): Promise<string | undefined> {
  const url = new URL(pageUrl);
  const { query, page } = storeRequestFromUrl(url.searchParams);
  const answered: typeof fetch = async (input) => {
    const asked = new URL(input instanceof Request ? input.url : String(input));
    if (asked.pathname + asked.search !== answer.url) throw new Error("Not the page's list request.");
    return new Response(answer.text, { status: answer.status, headers: answer.headers });
  };
  const queryClient = renderClient();
  try {
    await queryClient.fetchQuery(
      storeModelsPageQueryOptions(query, page, { baseUrl: `${url.origin}/api/hub`, fetch: answered }),
    );
  } catch {
    return undefined;
  }
  return renderRoute(url, queryClient);
}

const sampleDate = new Date("2025-01-15T12:00:00Z");

/** A sample model for the critical CSS: only its shape matters (not shown to anyone). */
const sampleModel = (index: number, pipelineTag: string | undefined, more: Partial<ModelEntry> = {}) => ({
  id: `sample/model-${index}`,
  author: "sample",
  pipelineTag,
  tags: ["transformers", "safetensors", "en", "license:apache-2.0", "region:us"],
  downloads: 1_234_567,
  likes: 1_234,
  private: false,
  createdAt: sampleDate,
  lastModified: sampleDate,
  ...more,
});

/** A pipeline tag of each task family (the badge colours differ by family), and one with no task. */
const FAMILY_TAGS = [
  "text-generation",
  "text-classification",
  "image-classification",
  "automatic-speech-recognition",
  "image-text-to-text",
  "tabular-classification",
  undefined,
];

/**
 * For the build's critical CSS: the store's first screen as the server can render it, in every form a card
 * or the page around the cards takes there — a card of each task family, with few and many tags, without an
 * author; a filtered page (search, category, sort) with its total and Next; a search with no result. Throws
 * when a task family has no sample card (a family added to the task table must be added here).
 */
export async function renderStoreSamples(): Promise<string> {
  const models: ModelEntry[] = FAMILY_TAGS.map((tag, index) => sampleModel(index, tag));
  models.push(sampleModel(7, "translation", { author: undefined, id: "sample-model", tags: ["en"] }));
  const families = new Set(models.map((model) => taskInfo(model.pipelineTag).family));
  const missing = Object.keys(TASK_FAMILY_LABELS).filter((family) => !families.has(family as never));
  if (missing.length > 0) throw new Error(`renderStoreSamples: no sample card of ${missing.join(", ")}`);

  const render = async (search: string, data: NumberedPage<ModelEntry>) => {
    const url = new URL(`/store${search}`, "http://localhost");
    const { query, page } = storeRequestFromUrl(url.searchParams);
    const queryClient = renderClient();
    queryClient.setQueryData(storeModelsPageQueryOptions(query, page).queryKey, data);
    const html = await renderRoute(url, queryClient);
    if (!html) throw new Error(`renderStoreSamples: /store${search} did not render`);
    return html;
  };
  const pages = await Promise.all([
    render("", { items: models, page: 1, hasNextPage: true }),
    render("?q=sample&category=text-generation&sort=likes&page=2", {
      items: models.slice(0, 3),
      page: 2,
      hasNextPage: false,
      total: 9,
    }),
    render("?q=nothing", { items: [], page: 1, hasNextPage: false, total: 0 }),
  ]);
  return pages.join("");
}
