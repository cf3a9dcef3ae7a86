/**
 * The tweets emulator's corpus: a few thousand sample posts about the hub catalogue's real model,
 * dataset and collection ids (their hub URLs, short names, owners and tasks) and about AI in general
 * (the feed's categories), by the sample authors of authors.ts. Seeded: the same catalogue and `now`
 * always give the same posts. Dates spread over the 183 days before `now`, denser towards `now`.
 */
import collectionsFile from "../hub/catalogue/collections.json" with { type: "json" };
import datasetsFile from "../hub/catalogue/datasets.json" with { type: "json" };
import modelsFile from "../hub/catalogue/models.json" with { type: "json" };
import { type SampleAuthor, sampleAuthors } from "./authors";
import { hash32, Random } from "./random";
import {
  CATEGORY_HASHTAGS,
  CATEGORY_TEMPLATES,
  COLLECTION_TEMPLATES,
  DATASET_TEMPLATES,
  type FeedCategory,
  LONG_POST_SENTENCES,
  MODEL_TEMPLATES,
  QUOTE_TEMPLATES,
  REPLY_TEMPLATES,
  type Tone,
} from "./texts";
import type { CorpusPost } from "./wire";

/** A hub repo the posts talk about. */
export interface CorpusSubject {
  kind: "model" | "dataset" | "collection";
  /** `owner/name` (for a collection: `namespace/slug`). */
  id: string;
  /** Task (`pipeline_tag`, or a dataset's first `task_categories:`), when known. */
  task?: string;
  /** Popularity weight (more posts about popular repos). */
  weight: number;
  /** A collection's title. */
  title?: string;
  /** A collection's items (repo ids). */
  items?: string[];
}

/** A hub collection, as the generator takes it (the hub emulator's collections catalogue, when it has one). */
export interface CorpusCollection {
  /** `namespace/slug`, as in `https://huggingface.co/collections/<namespace>/<slug>`. */
  slug: string;
  title: string;
  upvotes?: number;
  /** The collection's models and datasets. */
  items?: readonly { type: string; id: string }[];
}

/** The hub emulator's collections catalogue (catalogue/collections.json), the default collections. */
export const CATALOGUE_COLLECTIONS: readonly CorpusCollection[] = collectionsFile.collections;

/** Options of {@link buildCorpus}. */
export interface CorpusOptions {
  /** The end of the corpus's time range (epoch ms). */
  now: number;
  /** Collections to post about (default: {@link CATALOGUE_COLLECTIONS}). */
  collections?: readonly CorpusCollection[];
  /** Top-level posts to generate (replies and quotes come on top); default 4,200. */
  posts?: number;
}

/** The generated corpus. */
export interface Corpus {
  /** Every post, newest first (ties: larger id first). */
  latest: CorpusPost[];
  /** Every post by engagement, highest first (ties: larger id first). */
  top: CorpusPost[];
  authors: Map<string, SampleAuthor>;
}

const DAY = 24 * 3600 * 1000;
/** How far back the corpus goes. */
export const CORPUS_DAYS = 183;
/** Posts per collection (before the tone check drops a few). */
const COLLECTION_POSTS = 5;
const datasetIds = new Set((datasetsFile.datasets as { id: string }[]).map((d) => d.id));

/** The platform's id epoch: ids are snowflakes derived from the post time, so newer posts have larger ids. */
const SNOWFLAKE_EPOCH = 1_288_834_974_657n;

const SOURCES = ["Twitter Web App", "Twitter for iPhone", "Twitter for Android", "TweetDeck Web App"];

/** Task hashtags by task family. */
function taskHashtags(task: string | undefined): string[] {
  if (!task) return ["MachineLearning"];
  if (task === "text-generation" || task === "text2text-generation") return ["LLM", "NLP"];
  if (/speech|audio/.test(task)) return ["Speech", "AudioAI"];
  if (task === "text-to-image") return ["GenerativeAI", "ComputerVision"];
  if (/image-text|image-to-text|visual|document/.test(task)) return ["Multimodal", "ComputerVision"];
  if (/image|object|mask|depth|video/.test(task)) return ["ComputerVision"];
  if (/tabular|time-series/.test(task)) return ["DataScience"];
  if (task === "reinforcement-learning") return ["ReinforcementLearning"];
  if (task === "graph-ml") return ["GraphML"];
  return ["NLP"];
}

const words = (task: string | undefined) => (task ? task.replace(/-/g, " ") : "machine learning");

/** The catalogue's models and datasets (and the given collections) as post subjects. */
export function corpusSubjects(collections: readonly CorpusCollection[] = []): CorpusSubject[] {
  const subjects: CorpusSubject[] = [];
  for (const model of modelsFile.models as { id: string; pipeline_tag?: string | null; likes: number }[]) {
    subjects.push({
      kind: "model",
      id: model.id,
      task: model.pipeline_tag ?? undefined,
      weight: Math.sqrt(model.likes + 10),
    });
  }
  for (const dataset of datasetsFile.datasets as { id: string; tags: string[]; likes: number }[]) {
    const task = dataset.tags
      .find((tag) => tag.startsWith("task_categories:"))
      ?.slice("task_categories:".length);
    subjects.push({ kind: "dataset", id: dataset.id, task, weight: Math.sqrt(dataset.likes + 10) });
  }
  for (const collection of collections) {
    subjects.push({
      kind: "collection",
      id: collection.slug,
      title: collection.title,
      items: collection.items?.map((item) => item.id),
      weight: Math.sqrt((collection.upvotes ?? 0) + 10),
    });
  }
  return subjects;
}

/** The hub URL of a subject. */
export function subjectUrl(subject: CorpusSubject): string {
  const base = "https://huggingface.co";
  if (subject.kind === "dataset") return `${base}/datasets/${subject.id}`;
  if (subject.kind === "collection") return `${base}/collections/${subject.id}`;
  return `${base}/${subject.id}`;
}

/** The spec's keyword rule (part 2 §4), used to keep each template's tone after its slots are filled. */
export function toneOf(text: string): Tone {
  const lower = text.toLowerCase();
  if (["great", "good", "amazing", "excellent", "impressive"].some((w) => lower.includes(w)))
    return "positive";
  if (["bad", "poor", "terrible", "issue", "problem"].some((w) => lower.includes(w))) return "negative";
  return "neutral";
}

function fill(template: string, subject: CorpusSubject | undefined, link: string, rng: Random): string {
  const [owner = "", repoName = ""] = (subject?.id ?? "").split("/");
  const name = subject?.kind === "collection" ? (subject.title ?? repoName) : repoName;
  const item = subject?.items?.length ? rng.pick(subject.items).split("/").pop() : undefined;
  return template
    .replaceAll("{item}", item ?? "each repo")
    .replaceAll("{name}", name)
    .replaceAll("{id}", subject?.id ?? "")
    .replaceAll("{owner}", owner)
    .replaceAll("{task}", words(subject?.task))
    .replaceAll("{title}", subject?.title ?? name)
    .replaceAll("{link}", link)
    .trim();
}

function snowflake(ms: number, sequence: number): string {
  const worker = BigInt(Math.floor(sequence / 4096) % 1024);
  return (
    ((BigInt(Math.floor(ms)) - SNOWFLAKE_EPOCH) << 22n) |
    (worker << 12n) |
    BigInt(sequence % 4096)
  ).toString();
}

const built = new Map<number, Corpus>();
let processNow: number | undefined;

/**
 * The `now` of an emulator started without one: when the process's first such emulator started, so that
 * every emulator of the process (the app's primary and backup tweets sources) shares one corpus.
 */
export function defaultCorpusNow(): number {
  processNow ??= Date.now();
  return processNow;
}

/**
 * {@link buildCorpus}, built once per process for each `now` with the catalogue's collections and shared by
 * the emulators started with it (the app starts two; tests several; the corpus is read-only once built).
 */
export function sharedCorpus(options: CorpusOptions): Corpus {
  if (options.collections !== undefined || options.posts !== undefined) return buildCorpus(options);
  let corpus = built.get(options.now);
  if (!corpus) {
    corpus = buildCorpus(options);
    if (built.size >= 4) built.delete(built.keys().next().value as number);
    built.set(options.now, corpus);
  }
  return corpus;
}

/** Builds the corpus; deterministic for the same options. */
export function buildCorpus(options: CorpusOptions): Corpus {
  const { now } = options;
  const rng = new Random(hash32("tweets-emulator-corpus"));
  const authors = sampleAuthors(now);
  const subjects = corpusSubjects(options.collections ?? CATALOGUE_COLLECTIONS);
  const collections = subjects.filter((s) => s.kind === "collection");
  const pickWeighted = weightedPicker(
    rng,
    subjects.filter((s) => s.kind !== "collection"),
    (s) => s.weight,
  );
  const pickAuthor = weightedPicker(rng, authors, (a) => a.activity);
  const posts: CorpusPost[] = [];
  let sequence = 0;

  const finish = (draft: Draft): CorpusPost => {
    const ms = Math.min(now - 1000, draft.createdAt);
    const post: CorpusPost = {
      id: snowflake(ms, sequence++),
      text: draft.text,
      createdAt: ms,
      author: draft.author,
      ...engagement(rng, draft.author, now - ms),
      source: rng.pick(SOURCES),
      conversationId: "",
      inReplyTo: draft.inReplyTo,
      quoted: draft.quoted,
      mentions: draft.inReplyTo ? [draft.inReplyTo.author] : [],
      displayStart: draft.displayStart ?? 0,
    };
    post.conversationId = post.inReplyTo?.conversationId ?? post.id;
    posts.push(post);
    return post;
  };

  const total = options.posts ?? 4_200;
  const roots: { post: CorpusPost; subject?: CorpusSubject }[] = [];
  for (let i = 0; i < total; i++) {
    const tone = rng.weighted<Tone>({ positive: 4, neutral: 4, negative: 2 });
    // Every collection gets a few posts; the other posts are about repos (by popularity) or general.
    const collection =
      i < collections.length * COLLECTION_POSTS ? collections[i % collections.length] : undefined;
    const kind = collection ? "subject" : rng.weighted({ subject: 6, general: 4 });
    const author = pickAuthor();
    // Ages skew recent: u^1.7 puts about half the posts in the last seven weeks.
    const createdAt = now - CORPUS_DAYS * DAY * rng.next() ** 1.7 - rng.int(60, 3600) * 1000;
    let subject: CorpusSubject | undefined;
    let category: FeedCategory;
    let template: string;
    if (kind === "subject") {
      subject = collection ?? pickWeighted();
      const datasetsOnly = subject.kind === "collection" && subject.items?.every((id) => datasetIds.has(id));
      category = subject.kind === "dataset" || datasetsOnly ? "Datasets" : "Models";
      const templates =
        subject.kind === "dataset"
          ? DATASET_TEMPLATES
          : subject.kind === "collection"
            ? COLLECTION_TEMPLATES
            : MODEL_TEMPLATES;
      template = rng.pick(templates[tone]);
    } else {
      category = rng.pick(Object.keys(CATEGORY_TEMPLATES) as (keyof typeof CATEGORY_TEMPLATES)[]);
      template = rng.pick(CATEGORY_TEMPLATES[category][tone]);
      if (template.includes("{name}")) subject = pickWeighted();
    }
    // Most posts link the repo; some only name it.
    const link = subject ? (collection || rng.chance(0.85) ? subjectUrl(subject) : subject.id) : "";
    let text = fill(template, subject, link, rng);
    if (author.isBlueVerified && rng.chance(0.12)) {
      text = `${text}\n\n${rng.sample(LONG_POST_SENTENCES, rng.int(3, 6)).join("\n\n")}`;
    }
    const tags = [
      CATEGORY_HASHTAGS[category],
      ...taskHashtags(subject?.task),
      ...(rng.chance(0.4) ? ["OpenSource"] : []),
      ...(collection ? ["HuggingFace"] : []),
    ];
    text = `${text} ${rng
      .sample(tags, rng.int(1, Math.min(4, tags.length)))
      .map((t) => `#${t}`)
      .join(" ")}`;
    if (!text.includes(`#${CATEGORY_HASHTAGS[category]}`)) text += ` #${CATEGORY_HASHTAGS[category]}`;
    if (toneOf(text) !== tone) continue; // a slot brought in a keyword of another tone: skip this draw
    roots.push({ post: finish({ text, createdAt, author }), subject });
  }

  // Replies and quotes of earlier posts about a repo, favouring the ones with more engagement.
  const popular = roots
    .filter((root) => root.subject !== undefined)
    .sort((a, b) => b.post.likeCount - a.post.likeCount)
    .slice(0, Math.floor(roots.length / 3));
  const answers = new Map<CorpusPost, { replies: number; quotes: number }>();
  for (let i = 0; i < total / 6; i++) {
    const parent = rng.pick(popular);
    const author = pickAuthor();
    const createdAt = parent.post.createdAt + rng.int(5, 60 * 48) * 60_000;
    if (author === parent.post.author || createdAt >= now) continue;
    const tone = rng.weighted<Tone>({ positive: 3, neutral: 5, negative: 2 });
    const quote = rng.chance(0.3);
    const body = fill(rng.pick((quote ? QUOTE_TEMPLATES : REPLY_TEMPLATES)[tone]), parent.subject, "", rng);
    const mention = `@${parent.post.author.userName} `;
    const text = quote ? `${body} ${subjectUrl(parent.subject as CorpusSubject)}` : `${mention}${body}`;
    if (toneOf(text) !== tone) continue;
    finish(
      quote
        ? { text, createdAt, author, quoted: parent.post }
        : { text, createdAt, author, inReplyTo: parent.post, displayStart: mention.length },
    );
    const counts = answers.get(parent.post) ?? { replies: 0, quotes: 0 };
    answers.set(parent.post, counts);
    if (quote) parent.post.quoteCount = Math.max(parent.post.quoteCount, ++counts.quotes);
    else parent.post.replyCount = Math.max(parent.post.replyCount, ++counts.replies);
  }

  const byIdDesc = (a: CorpusPost, b: CorpusPost) => compareIds(b.id, a.id);
  const latest = [...posts].sort((a, b) => b.createdAt - a.createdAt || byIdDesc(a, b));
  const top = [...posts].sort((a, b) => score(b) - score(a) || byIdDesc(a, b));
  return { latest, top, authors: new Map(authors.map((a) => [a.userName.toLowerCase(), a])) };
}

interface Draft {
  text: string;
  createdAt: number;
  author: SampleAuthor;
  inReplyTo?: CorpusPost;
  quoted?: CorpusPost;
  displayStart?: number;
}

/** Compares two numeric id strings as numbers. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The `Top` order's engagement score. */
export function score(post: CorpusPost): number {
  return post.likeCount + 2 * post.retweetCount + post.replyCount + 2 * post.quoteCount + post.bookmarkCount;
}

/** Long-tailed counts: log-normal likes scaled by the author's audience, the rest proportional. */
function engagement(rng: Random, author: SampleAuthor, ageMs: number) {
  const young = Math.min(1, ageMs / (2 * DAY)); // posts of the last two days are still collecting likes
  const likes = Math.round(
    Math.exp(Math.log(author.followers + 1) * 0.55 - 0.8 + rng.normal() * 1.1) * (0.3 + 0.7 * young),
  );
  const share = (lo: number, hi: number) => Math.round(likes * (lo + rng.next() * (hi - lo)));
  return {
    likeCount: likes,
    retweetCount: share(0.05, 0.3),
    replyCount: share(0.02, 0.15),
    quoteCount: share(0, 0.04),
    viewCount: Math.round(likes * (25 + rng.next() * 120) + author.followers * (0.05 + rng.next() * 0.3)),
    bookmarkCount: share(0.01, 0.15),
  };
}

function weightedPicker<T>(rng: Random, items: readonly T[], weight: (item: T) => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return () => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
