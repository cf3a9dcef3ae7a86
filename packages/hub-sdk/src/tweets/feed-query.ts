/**
 * The feed's search query (spec part 2 §2.6, §7 call 6): a long OR-list of AI terms, and the 9 categories.
 * The search service has no category parameter, so a category narrows the query: `({feed query}) ({its
 * terms, OR-ed})`. The whole of it is the one table below.
 */

/** The spec's 9 feed categories, in the order of the chips. */
export const FEED_CATEGORIES = [
  "All",
  "Models",
  "Datasets",
  "Applications",
  "Research",
  "News",
  "Events",
  "Tutorials",
  "Jobs",
] as const;

/** One of {@link FEED_CATEGORIES}. */
export type FeedCategory = (typeof FEED_CATEGORIES)[number];

/**
 * The terms of the feed (`feed`) and those each category adds (`All` adds none). A term with a space is
 * sent as a quoted phrase; `#tag` as a hashtag.
 */
export const FEED_QUERY_TERMS: Readonly<Record<"feed" | FeedCategory, readonly string[]>> = {
  feed: [
    "AI",
    "artificial intelligence",
    "machine learning",
    "deep learning",
    "LLM",
    "large language model",
    "generative AI",
    "neural network",
    "transformer",
    "Hugging Face",
    "huggingface",
    "open source model",
    "fine-tuning",
    "diffusion",
    "computer vision",
    "NLP",
    "dataset",
    "model",
    "#AI",
    "#MachineLearning",
    "#LLM",
    "#OpenSource",
  ],
  All: [],
  Models: ["model", "weights", "checkpoint", "fine-tuned", "open-weights", "#AIModels", "#LLM"],
  Datasets: ["dataset", "datasets", "corpus", "benchmark", "#Datasets"],
  Applications: ["app", "application", "demo", "chatbot", "agent", "built with", "#AIApps"],
  Research: ["paper", "research", "arxiv", "study", "state of the art", "SOTA", "#AIResearch"],
  News: ["news", "announces", "announced", "launch", "launches", "just released", "#AINews"],
  Events: ["conference", "workshop", "meetup", "webinar", "hackathon", "summit", "NeurIPS", "#AIEvents"],
  Tutorials: ["tutorial", "guide", "how to", "walkthrough", "course", "step by step", "#Tutorial"],
  Jobs: ["hiring", "job", "jobs", "we're hiring", "career", "internship", "#AIJobs"],
};

/** Terms joined with ` OR `: phrases quoted, hashtags and bare words as they are. */
export function orQuery(terms: readonly string[]): string {
  return terms.map(searchTerm).join(" OR ");
}

/** One term of a query: a quoted phrase when it has a space or a quote-worthy character, else as is. */
export function searchTerm(term: string): string {
  const value = term.trim();
  if (/^[#@$]?[\p{L}\p{N}_]+$/u.test(value) || /^[a-z]+:\S+$/i.test(value)) return value;
  return `"${value.replaceAll('"', "")}"`;
}

/** The feed's base query: every term of `FEED_QUERY_TERMS.feed`, OR-ed. */
export const FEED_QUERY = orQuery(FEED_QUERY_TERMS.feed);

/**
 * `query` narrowed to `category`: `({query}) ({the category's terms, OR-ed})`; `query` as it is for `All`
 * or no category.
 */
export function narrowQuery(query: string, category: FeedCategory | undefined): string {
  const terms = category === undefined ? [] : FEED_QUERY_TERMS[category];
  if (terms.length === 0) return query;
  return `(${query}) (${orQuery(terms)})`;
}

/** The feed's query for a category (`All` by default). */
export function feedQuery(category: FeedCategory = "All"): string {
  return narrowQuery(FEED_QUERY, category);
}

/** Whether `value` is one of {@link FEED_CATEGORIES} (for a category read from a URL). */
export function isFeedCategory(value: unknown): value is FeedCategory {
  return typeof value === "string" && (FEED_CATEGORIES as readonly string[]).includes(value);
}
