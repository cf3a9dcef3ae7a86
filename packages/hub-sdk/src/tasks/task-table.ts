/**
 * The one table of what Hiber knows about each pipeline tag (the hub's task id, e.g. `text-generation`).
 * Every screen reads it through {@link taskInfo}; nothing else in the repo lists tasks.
 *
 * Sources: the spec (part 1 §9 store chips and 3D shapes; part 2 §3/§9 type and accent colour; the
 * datasets screen's 28 categories) and Hiber's own choices that were already on screen (family, cover set,
 * use cases, playground category). The rows cover every pipeline tag of the hub (and the retired
 * `conversational` and `text2text-generation`, still on many repos), so the hub's data never falls back.
 */

/** A coarse grouping of tasks that picks a model card's colour and icon. */
export type TaskFamily = "language" | "text" | "vision" | "audio" | "multimodal" | "tabular" | "general";

/** The spec's type of a model (part 2 §3, §9): Language, Vision or Audio; "Other" for any other task. */
export type TaskType = "Language" | "Vision" | "Audio" | "Other";

/** The cover image sets (each has five images; the SVG files live in `@hiber/ui`). */
export const COVER_SETS = ["language", "vision", "audio", "data", "neural"] as const;

export type CoverSet = (typeof COVER_SETS)[number];

/** An accent colour of a task (spec part 2 §9), as a Tailwind colour name. */
export type TaskAccent = "indigo" | "sky" | "purple" | "pink" | "blue";

/**
 * The decorative 3D view's shape (spec part 1 §9): a grid, convolution blocks, a recurrent-style chain,
 * a layered network of 4, 6, 6 and 3 nodes, or a random cloud of 20 nodes.
 */
export type TaskShape = "grid" | "convolution" | "recurrent" | "layered" | "cloud";

/** The playground's "Select Model" categories that follow from the task alone (spec part 2 §2.11). */
export type PlaygroundTaskCategory = "llm" | "text" | "qa";

/** One row of the table; left-out fields take the defaults {@link taskInfo} documents. */
export interface TaskRow {
  family: TaskFamily;
  /** The set the model's cover image comes from. */
  cover: CoverSet;
  /** Default "Other". */
  type?: TaskType;
  /** Default: the type's accent ({@link TASK_TYPE_ACCENTS}). */
  accent?: TaskAccent;
  /** Default "cloud" (spec: "all other tasks give a random cloud"). */
  shape?: TaskShape;
  /** Default none. */
  playground?: readonly PlaygroundTaskCategory[];
  /** Typical uses, fixed text (spec part 1 §2); default none, shown as "n/a", never a guess. */
  useCases?: readonly string[];
  /** Display label when title case reads badly ("Text-to-Image"); default the title-cased id. */
  label?: string;
}

/** The accent of each type (spec part 2 §9: language indigo, vision sky blue, audio purple, default blue). */
export const TASK_TYPE_ACCENTS: Readonly<Record<TaskType, TaskAccent>> = {
  Language: "indigo",
  Vision: "sky",
  Audio: "purple",
  Other: "blue",
};

const LANGUAGE = { type: "Language", shape: "grid" } as const;
const VISION = { type: "Vision" } as const;
const AUDIO = { type: "Audio" } as const;

/** The rows, keyed by pipeline tag. */
export const TASK_TABLE = {
  // Language (spec part 2 §9), all drawn as a grid (part 1 §9)
  "text-classification": {
    ...LANGUAGE,
    family: "text",
    cover: "language",
    playground: ["text"],
    useCases: ["Sentiment analysis", "Topic labelling", "Content moderation"],
  },
  "token-classification": {
    ...LANGUAGE,
    family: "text",
    cover: "language",
    playground: ["text"],
    useCases: ["Named-entity recognition", "Part-of-speech tagging", "PII detection"],
  },
  "question-answering": {
    ...LANGUAGE,
    family: "text",
    cover: "language",
    playground: ["text", "qa"],
    useCases: ["Extractive QA over documents", "Support search", "Reading comprehension"],
  },
  summarization: {
    ...LANGUAGE,
    family: "language",
    cover: "language",
    playground: ["text"],
    useCases: ["News and report digests", "Meeting notes", "Abstract generation"],
  },
  "text-generation": {
    ...LANGUAGE,
    family: "language",
    cover: "language",
    playground: ["llm"],
    useCases: ["Chat assistants", "Drafting and rewriting", "Code completion"],
  },
  translation: {
    ...LANGUAGE,
    family: "language",
    cover: "language",
    playground: ["text"],
    useCases: ["Document translation", "Localisation", "Multilingual support"],
  },
  "fill-mask": {
    ...LANGUAGE,
    family: "language",
    cover: "language",
    playground: ["text"],
    useCases: ["Masked-word prediction", "Fine-tuning base for classifiers", "Text representations"],
  },
  // Other text tasks
  "zero-shot-classification": {
    family: "text",
    cover: "language",
    playground: ["text"],
    useCases: ["Labelling without training data", "Intent detection", "Routing"],
    label: "Zero-Shot Classification",
  },
  "sentence-similarity": {
    family: "text",
    cover: "language",
    playground: ["text"],
    useCases: ["Semantic search", "Duplicate detection", "Clustering"],
  },
  "feature-extraction": {
    family: "text",
    cover: "language",
    playground: ["text"],
    useCases: ["Embeddings for search", "Retrieval-augmented generation", "Clustering"],
  },
  "table-question-answering": { family: "text", cover: "language", playground: ["text", "qa"] },
  "text2text-generation": {
    family: "language",
    cover: "language",
    playground: ["llm"],
    label: "Text2Text Generation",
  },
  conversational: { family: "language", cover: "language" },
  "text-retrieval": { family: "text", cover: "language" },
  "zero-shot-retrieval": { family: "text", cover: "language", label: "Zero-Shot Retrieval" },
  "text-ranking": { family: "text", cover: "language" },
  "table-to-text": { family: "text", cover: "language" },
  "multiple-choice": { family: "general", cover: "neural" },
  // Audio
  "audio-classification": { ...AUDIO, family: "audio", cover: "audio", shape: "recurrent" },
  "automatic-speech-recognition": {
    ...AUDIO,
    family: "audio",
    cover: "audio",
    shape: "recurrent",
    useCases: ["Transcription", "Subtitles", "Voice commands"],
  },
  "text-to-speech": {
    ...AUDIO,
    family: "audio",
    cover: "audio",
    useCases: ["Voice-overs", "Accessibility readers", "Voice assistants"],
    label: "Text-to-Speech",
  },
  "text-to-audio": { family: "audio", cover: "audio", label: "Text-to-Audio" },
  "audio-to-audio": { family: "audio", cover: "audio", label: "Audio-to-Audio" },
  "audio-text-to-text": { family: "audio", cover: "audio" },
  "voice-activity-detection": { family: "audio", cover: "audio" },
  // Vision
  "image-classification": {
    ...VISION,
    family: "vision",
    cover: "vision",
    shape: "convolution",
    useCases: ["Photo tagging", "Quality inspection", "Content filtering"],
  },
  "object-detection": {
    ...VISION,
    family: "vision",
    cover: "vision",
    shape: "convolution",
    useCases: ["Counting and tracking objects", "Retail shelf analysis", "Safety monitoring"],
  },
  "image-segmentation": {
    ...VISION,
    family: "vision",
    cover: "vision",
    shape: "convolution",
    useCases: ["Background removal", "Medical imaging", "Scene understanding"],
  },
  "image-to-image": {
    ...VISION,
    family: "vision",
    cover: "vision",
    shape: "convolution",
    label: "Image-to-Image",
  },
  // "image generation pink" (spec part 2 §9)
  "text-to-image": {
    ...VISION,
    family: "multimodal",
    cover: "vision",
    accent: "pink",
    label: "Text-to-Image",
  },
  "depth-estimation": { family: "vision", cover: "vision" },
  "video-classification": { family: "vision", cover: "vision" },
  "zero-shot-image-classification": { family: "vision", cover: "vision" },
  "zero-shot-object-detection": { family: "vision", cover: "vision" },
  "image-feature-extraction": { family: "vision", cover: "vision" },
  "mask-generation": { family: "vision", cover: "vision" },
  "keypoint-detection": { family: "vision", cover: "vision" },
  "unconditional-image-generation": { family: "vision", cover: "vision" },
  "image-to-video": { family: "vision", cover: "vision" },
  "video-to-video": { family: "vision", cover: "vision" },
  "image-text-to-image": { family: "vision", cover: "vision" },
  "image-text-to-video": { family: "vision", cover: "vision" },
  "image-to-3d": { family: "vision", cover: "vision" },
  "text-to-3d": { family: "text", cover: "vision" },
  // Multimodal
  "image-to-text": { family: "multimodal", cover: "vision", label: "Image-to-Text" },
  "image-text-to-text": { family: "multimodal", cover: "vision", label: "Image-Text-to-Text" },
  "visual-question-answering": { family: "multimodal", cover: "vision" },
  "video-text-to-text": { family: "multimodal", cover: "vision" },
  "text-to-video": { family: "multimodal", cover: "vision", label: "Text-to-Video" },
  "document-question-answering": { family: "multimodal", cover: "language" },
  "visual-document-retrieval": { family: "general", cover: "vision" },
  "any-to-any": { family: "multimodal", cover: "neural" },
  // Tabular (the 3D view draws the two tabular tasks as a layered network)
  "tabular-classification": { family: "tabular", cover: "data", shape: "layered" },
  "tabular-regression": { family: "tabular", cover: "data", shape: "layered" },
  "tabular-to-text": { family: "tabular", cover: "data" },
  "time-series-forecasting": { family: "tabular", cover: "data" },
  // Other
  "reinforcement-learning": { family: "general", cover: "neural" },
  robotics: { family: "general", cover: "neural" },
  "graph-ml": { family: "general", cover: "neural", label: "Graph ML" },
  other: { family: "general", cover: "neural" },
} as const satisfies Record<string, TaskRow>;

/** A pipeline tag the table knows. */
export type TaskId = keyof typeof TASK_TABLE;

/** The store's category chips after "All", in order (spec part 1 §9). */
export const STORE_CATEGORIES = [
  "text-classification",
  "token-classification",
  "question-answering",
  "summarization",
  "text-generation",
  "translation",
  "image-classification",
  "object-detection",
] as const satisfies readonly TaskId[];

export type StoreCategory = (typeof STORE_CATEGORIES)[number];

/** The group labels of the datasets screen's category filter, in order. */
export type DatasetGroupLabel = "NLP" | "Computer Vision" | "Audio" | "Multimodal" | "Tabular" | "Other";

/** The datasets screen's 28 task categories (hub `task_categories:` ids) in six groups, in order (spec part 1 §2). */
export const DATASET_TASK_GROUPS: readonly { label: DatasetGroupLabel; ids: readonly TaskId[] }[] = [
  {
    label: "NLP",
    ids: [
      "text-classification",
      "token-classification",
      "question-answering",
      "summarization",
      "translation",
      "text-generation",
      "fill-mask",
      "sentence-similarity",
      "zero-shot-classification",
      "table-question-answering",
      "feature-extraction",
      "text-retrieval",
    ],
  },
  {
    label: "Computer Vision",
    ids: [
      "image-classification",
      "object-detection",
      "image-segmentation",
      "image-to-text",
      "text-to-image",
      "depth-estimation",
    ],
  },
  { label: "Audio", ids: ["automatic-speech-recognition", "audio-classification", "text-to-speech"] },
  { label: "Multimodal", ids: ["visual-question-answering", "image-text-to-text"] },
  { label: "Tabular", ids: ["tabular-classification", "tabular-regression", "time-series-forecasting"] },
  { label: "Other", ids: ["reinforcement-learning", "graph-ml"] },
];
