/** The store's category chips after "All", in order (spec §9): pipeline tags of the hub. */
export const MODEL_CATEGORIES = [
  "text-classification",
  "token-classification",
  "question-answering",
  "summarization",
  "text-generation",
  "translation",
  "image-classification",
  "object-detection",
] as const;

export type ModelCategory = (typeof MODEL_CATEGORIES)[number];
