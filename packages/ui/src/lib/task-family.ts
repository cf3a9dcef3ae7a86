/**
 * Groups the hub's pipeline tags into a few families, which pick a model card's colour and icon
 * (the spec picks cover images by the same kind of substring match on `pipeline_tag`).
 */
export type TaskFamily = "language" | "text" | "vision" | "audio" | "multimodal" | "tabular" | "general";

const MULTIMODAL = new Set([
  "any-to-any",
  "document-question-answering",
  "image-text-to-text",
  "image-to-text",
  "text-to-image",
  "text-to-video",
  "video-text-to-text",
  "visual-question-answering",
]);

const LANGUAGE = new Set([
  "conversational",
  "fill-mask",
  "summarization",
  "text-generation",
  "text2text-generation",
  "translation",
]);

/** The family of a pipeline tag; `"general"` when the tag is missing or unknown. */
export function taskFamily(pipelineTag: string | undefined): TaskFamily {
  if (!pipelineTag) return "general";
  const tag = pipelineTag.toLowerCase();
  if (MULTIMODAL.has(tag)) return "multimodal";
  if (tag.includes("audio") || tag.includes("speech") || tag.includes("voice")) return "audio";
  if (
    tag.includes("image") ||
    tag.includes("video") ||
    tag.includes("vision") ||
    tag.includes("detection") ||
    tag.includes("depth") ||
    tag.includes("mask-generation") ||
    tag.includes("keypoint")
  ) {
    return "vision";
  }
  if (tag.includes("tabular") || tag.includes("time-series")) return "tabular";
  if (LANGUAGE.has(tag)) return "language";
  if (
    tag.includes("text") ||
    tag.includes("token") ||
    tag.includes("question") ||
    tag.includes("sentence") ||
    tag.includes("feature-extraction") ||
    tag.includes("zero-shot")
  ) {
    return "text";
  }
  return "general";
}

/** Human label of a family, e.g. for a tooltip. */
export const taskFamilyLabels: Record<TaskFamily, string> = {
  language: "Language generation",
  text: "Text understanding",
  vision: "Computer vision",
  audio: "Audio",
  multimodal: "Multimodal",
  tabular: "Tabular",
  general: "General",
};
