import type { TaskFamily } from "@hiber/hub-sdk/tasks";
import { cva } from "class-variance-authority";
import {
  AudioLines,
  Boxes,
  FileText,
  Image,
  Languages,
  type LucideIcon,
  MessageSquareText,
  ScanSearch,
  ScanText,
  Shapes,
  Table,
} from "lucide-react";

/** The task icon badge over the cover image, coloured by task family. */
export const modelCardCoverVariants = /* @__PURE__ */ cva(
  "absolute bottom-3 left-3 flex size-10 items-center justify-center rounded-xl shadow-sm ring-1 backdrop-blur",
  {
    variants: {
      family: {
        language:
          "bg-white/90 text-indigo-600 ring-black/5 dark:bg-zinc-950/75 dark:text-indigo-300 dark:ring-white/10",
        text: "bg-white/90 text-sky-700 ring-black/5 dark:bg-zinc-950/75 dark:text-sky-300 dark:ring-white/10",
        vision:
          "bg-white/90 text-emerald-700 ring-black/5 dark:bg-zinc-950/75 dark:text-emerald-300 dark:ring-white/10",
        audio:
          "bg-white/90 text-amber-700 ring-black/5 dark:bg-zinc-950/75 dark:text-amber-300 dark:ring-white/10",
        multimodal:
          "bg-white/90 text-fuchsia-700 ring-black/5 dark:bg-zinc-950/75 dark:text-fuchsia-300 dark:ring-white/10",
        tabular:
          "bg-white/90 text-lime-700 ring-black/5 dark:bg-zinc-950/75 dark:text-lime-300 dark:ring-white/10",
        general:
          "bg-white/90 text-zinc-700 ring-black/5 dark:bg-zinc-950/75 dark:text-zinc-300 dark:ring-white/10",
      } satisfies Record<TaskFamily, string>,
    },
    defaultVariants: { family: "general" },
  },
);

/** Colours of the task badge, by task family (AA contrast in both themes). */
export const modelCardTaskVariants = /* @__PURE__ */ cva(
  "inline-block max-w-full truncate rounded-md px-2 py-0.5 font-medium text-xs ring-1 ring-inset",
  {
    variants: {
      family: {
        language:
          "bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25",
        text: "bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/25",
        vision:
          "bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25",
        audio:
          "bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25",
        multimodal:
          "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-600/20 dark:bg-fuchsia-500/10 dark:text-fuchsia-300 dark:ring-fuchsia-400/25",
        tabular:
          "bg-lime-50 text-lime-800 ring-lime-600/25 dark:bg-lime-500/10 dark:text-lime-300 dark:ring-lime-400/25",
        general:
          "bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-600/40",
      } satisfies Record<TaskFamily, string>,
    },
    defaultVariants: { family: "general" },
  },
);

const familyIcons: Record<TaskFamily, LucideIcon> = {
  language: MessageSquareText,
  text: ScanText,
  vision: Image,
  audio: AudioLines,
  multimodal: Shapes,
  tabular: Table,
  general: Boxes,
};

const taskIcons: Record<string, LucideIcon> = {
  translation: Languages,
  summarization: FileText,
  "object-detection": ScanSearch,
};

/** The icon that stands for a pipeline tag. */
export function taskIcon(pipelineTag: string | undefined, family: TaskFamily): LucideIcon {
  return (pipelineTag && taskIcons[pipelineTag]) || familyIcons[family];
}
