/**
 * Typical uses of a task, as fixed text (spec §2: "the use cases are fixed text"). Keyed by pipeline tag;
 * a task without an entry has no use cases (shown as "n/a"), never a guess.
 */
const USE_CASES: Record<string, readonly string[]> = {
  "text-classification": ["Sentiment analysis", "Topic labelling", "Content moderation"],
  "token-classification": ["Named-entity recognition", "Part-of-speech tagging", "PII detection"],
  "question-answering": ["Extractive QA over documents", "Support search", "Reading comprehension"],
  summarization: ["News and report digests", "Meeting notes", "Abstract generation"],
  "text-generation": ["Chat assistants", "Drafting and rewriting", "Code completion"],
  translation: ["Document translation", "Localisation", "Multilingual support"],
  "image-classification": ["Photo tagging", "Quality inspection", "Content filtering"],
  "object-detection": ["Counting and tracking objects", "Retail shelf analysis", "Safety monitoring"],
  "fill-mask": ["Masked-word prediction", "Fine-tuning base for classifiers", "Text representations"],
  "sentence-similarity": ["Semantic search", "Duplicate detection", "Clustering"],
  "feature-extraction": ["Embeddings for search", "Retrieval-augmented generation", "Clustering"],
  "automatic-speech-recognition": ["Transcription", "Subtitles", "Voice commands"],
  "text-to-speech": ["Voice-overs", "Accessibility readers", "Voice assistants"],
  "image-segmentation": ["Background removal", "Medical imaging", "Scene understanding"],
  "zero-shot-classification": ["Labelling without training data", "Intent detection", "Routing"],
};

/** The fixed use cases of a pipeline tag, or `undefined` when the task has none listed. */
export function primaryUseCasesFor(pipelineTag?: string): string[] | undefined {
  const cases = pipelineTag ? USE_CASES[pipelineTag] : undefined;
  return cases ? [...cases] : undefined;
}
