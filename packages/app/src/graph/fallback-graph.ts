import type { GraphData } from "@hiber/ui/graph";
import { DEFAULT_GRAPH_URLS, GRAPH_COLORS } from "./community-graph.ts";

const hub = DEFAULT_GRAPH_URLS.hubPage;
const repo = (type: "model" | "dataset", id: string, tags: string[], description?: string) => ({
  id: `${type}:${id}`,
  label: id,
  type,
  tags,
  author: id.split("/")[0],
  color: GRAPH_COLORS[type],
  size: 10,
  url: `${hub}/${type === "dataset" ? "datasets/" : ""}${id}`,
  ...(description && { description }),
});
const user = (name: string) => ({
  id: `user:${name}`,
  label: name,
  type: "user" as const,
  tags: [],
  author: name,
  color: GRAPH_COLORS.user,
  size: 7,
  url: `${hub}/${name}`,
});

/**
 * The fixed graph shown when the hub cannot be reached (spec part 2 §4: "the fixed fallback graph is used
 * when the data fetch throws"): a few well-known repos and how they connect, with no counts (they would be
 * invented); the screen labels it a sample.
 */
export const FALLBACK_GRAPH: GraphData = {
  nodes: [
    repo("model", "google-bert/bert-base-uncased", ["fill-mask", "nlp", "en"]),
    repo("model", "openai-community/gpt2", ["text-generation", "nlp", "en"]),
    repo("model", "google/vit-base-patch16-224", ["image-classification", "vision"]),
    repo("dataset", "wikipedia", ["nlp", "en"], "Cleaned articles of Wikipedia, one language a subset."),
    repo("dataset", "bookcorpus", ["nlp", "en"], "Books written by unpublished authors."),
    repo("dataset", "imagenet-1k", ["vision", "image-classification"], "Images in 1,000 object classes."),
    user("google-bert"),
    user("openai-community"),
    user("google"),
  ],
  links: [
    {
      source: "model:google-bert/bert-base-uncased",
      target: "dataset:wikipedia",
      relation: "trained-on",
      strength: 1,
    },
    {
      source: "model:google-bert/bert-base-uncased",
      target: "dataset:bookcorpus",
      relation: "trained-on",
      strength: 1,
    },
    {
      source: "model:google/vit-base-patch16-224",
      target: "dataset:imagenet-1k",
      relation: "trained-on",
      strength: 1,
    },
    {
      source: "user:google-bert",
      target: "model:google-bert/bert-base-uncased",
      relation: "contributes",
      strength: 0.5,
    },
    {
      source: "user:openai-community",
      target: "model:openai-community/gpt2",
      relation: "contributes",
      strength: 0.5,
    },
    {
      source: "user:google",
      target: "model:google/vit-base-patch16-224",
      relation: "contributes",
      strength: 0.5,
    },
    {
      source: "model:google-bert/bert-base-uncased",
      target: "model:openai-community/gpt2",
      relation: "related",
      strength: 0.4,
    },
  ],
};
