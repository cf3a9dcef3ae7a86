/**
 * The posts about one model, dataset or collection (spec part 2 §7 call 6, insights pages): an OR-list of
 * the entity's URL, its short URL, its prefix-tagged id, its author, its name and its task.
 */
import { orQuery } from "./feed-query";

/** What the insights pages search posts about. */
export interface TweetsEntity {
  kind: "model" | "dataset" | "collection";
  /** Repo id (`owner/name`, or a legacy bare `name`), or a collection's `namespace/slug-id`. */
  id: string;
  /** Owner; defaults to the id's first segment (none for a bare id). */
  author?: string;
  /** Display name; defaults to the id's last segment. */
  name?: string;
  /** Task (pipeline tag), e.g. `text-generation`; collections and most datasets have none. */
  task?: string;
}

/** The hub's path prefix of each kind: models have none, datasets and collections theirs. */
const PATH_PREFIX: Record<TweetsEntity["kind"], string> = {
  model: "",
  dataset: "datasets/",
  collection: "collections/",
};

/**
 * The terms of an entity's query, in order, each once (case-insensitively, quotes aside), blanks left out:
 * - its URL, `url:huggingface.co/{path}` (models `{id}`, datasets `datasets/{id}`, collections
 *   `collections/{id}`);
 * - its short URL, `url:hf.co/{path}`;
 * - its prefix-tagged id, the quoted phrase `"{path}"` (`"meta-llama/Llama-3.1-8B"`,
 *   `"datasets/rajpurkar/squad"`);
 * - its author, name and task, each a term (quoted when it has more than letters and digits).
 */
export function entityTweetsTerms(entity: TweetsEntity): string[] {
  const id = entity.id.trim().replace(/^\/+|\/+$/g, "");
  const path = `${PATH_PREFIX[entity.kind]}${id}`;
  const segments = id.split("/");
  const author = entity.author ?? (segments.length > 1 ? segments[0] : undefined);
  const name = entity.name ?? segments.at(-1);
  const terms = [`url:huggingface.co/${path}`, `url:hf.co/${path}`, `"${path}"`, author, name, entity.task];
  const seen = new Set<string>();
  return terms.flatMap((term) => {
    const value = term?.trim() ?? "";
    const key = value.replaceAll('"', "").toLowerCase();
    if (key === "" || seen.has(key)) return [];
    seen.add(key);
    return [value];
  });
}

/** An entity's query: {@link entityTweetsTerms}, OR-ed (`url:… OR url:… OR "…" OR author OR name OR task`). */
export function entityTweetsQuery(entity: TweetsEntity): string {
  return orQuery(entityTweetsTerms(entity));
}
