import type { ModelEntry } from "@hiber/hub-sdk";
import { cva } from "class-variance-authority";
import {
  AudioLines,
  Boxes,
  Download,
  FileText,
  Heart,
  Image,
  Languages,
  type LucideIcon,
  MessageSquareText,
  ScanSearch,
  ScanText,
  Shapes,
  Table,
} from "lucide-react";
import { cn } from "../../lib/cn";
import { formatCompact, formatDate, formatNumber } from "../../lib/format";
import { type TaskFamily, taskFamily } from "../../lib/task-family";
import { Link } from "../Link/Link";

/** Tags shown on a card before "+N more" (spec §9). */
export const MODEL_CARD_MAX_TAGS = 3;

/** Colours of the decorative cover band, by task family. */
export const modelCardCoverVariants = cva(
  "relative flex h-24 items-center overflow-hidden rounded-t-xl border-b px-5 bg-linear-to-br",
  {
    variants: {
      family: {
        language:
          "border-indigo-100 from-indigo-100 via-indigo-50 to-violet-50 text-indigo-600 dark:border-indigo-500/15 dark:from-indigo-500/25 dark:via-indigo-500/10 dark:to-violet-500/5 dark:text-indigo-300",
        text: "border-sky-100 from-sky-100 via-sky-50 to-cyan-50 text-sky-600 dark:border-sky-500/15 dark:from-sky-500/25 dark:via-sky-500/10 dark:to-cyan-500/5 dark:text-sky-300",
        vision:
          "border-emerald-100 from-emerald-100 via-emerald-50 to-teal-50 text-emerald-600 dark:border-emerald-500/15 dark:from-emerald-500/25 dark:via-emerald-500/10 dark:to-teal-500/5 dark:text-emerald-300",
        audio:
          "border-amber-100 from-amber-100 via-amber-50 to-orange-50 text-amber-600 dark:border-amber-500/15 dark:from-amber-500/25 dark:via-amber-500/10 dark:to-orange-500/5 dark:text-amber-300",
        multimodal:
          "border-fuchsia-100 from-fuchsia-100 via-fuchsia-50 to-pink-50 text-fuchsia-600 dark:border-fuchsia-500/15 dark:from-fuchsia-500/25 dark:via-fuchsia-500/10 dark:to-pink-500/5 dark:text-fuchsia-300",
        tabular:
          "border-lime-100 from-lime-100 via-lime-50 to-green-50 text-lime-700 dark:border-lime-500/15 dark:from-lime-500/25 dark:via-lime-500/10 dark:to-green-500/5 dark:text-lime-300",
        general:
          "border-zinc-200 from-zinc-100 via-zinc-50 to-slate-50 text-zinc-600 dark:border-zinc-700/60 dark:from-zinc-700/40 dark:via-zinc-800/40 dark:to-zinc-900 dark:text-zinc-300",
      } satisfies Record<TaskFamily, string>,
    },
    defaultVariants: { family: "general" },
  },
);

/** Colours of the task badge, by task family (AA contrast in both themes). */
export const modelCardTaskVariants = cva(
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
function taskIcon(pipelineTag: string | undefined, family: TaskFamily): LucideIcon {
  return (pipelineTag && taskIcons[pipelineTag]) || familyIcons[family];
}

/** The repo name of a model id: the part after the slash (`google-bert/bert-base-uncased` → `bert-base-uncased`). */
export function modelName(id: string): string {
  const slash = id.indexOf("/");
  return slash === -1 ? id : id.slice(slash + 1);
}

/** The owner of a model: its `author`, else the part of the id before the slash. */
export function modelAuthor(model: Pick<ModelEntry, "id" | "author">): string | undefined {
  if (model.author) return model.author;
  const slash = model.id.indexOf("/");
  return slash === -1 ? undefined : model.id.slice(0, slash);
}

export type ModelCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The model to show. */
  model: ModelEntry;
  /** Where the card leads, e.g. `/model/${model.id}`. */
  href: string;
  /** Locale of the date and numbers; the user's locale when omitted. */
  locale?: string;
  /** Heading level of the model name (3 by default, under a page `h1` and a section `h2`). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A model in the store grid: a cover coloured by task, the name (a link whose click area covers the
 * whole card), author, task, up to three tags, likes, downloads and the last update.
 */
export function ModelCard({ model, href, locale, headingLevel = 3, className, ...props }: ModelCardProps) {
  const family = taskFamily(model.pipelineTag);
  const Icon = taskIcon(model.pipelineTag, family);
  const Heading = `h${headingLevel}` as const;
  const author = modelAuthor(model);
  const tags = model.tags.slice(0, MODEL_CARD_MAX_TAGS);
  const hiddenTags = model.tags.length - tags.length;
  const likes = formatNumber(model.likes, locale);
  const downloads = formatNumber(model.downloads, locale);

  return (
    <article
      data-slot="model-card"
      data-family={family}
      className={cn(
        "group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs transition-[box-shadow,border-color,transform] duration-200",
        "hover:-translate-y-0.5 hover:border-zinc-300 hover:shadow-md motion-reduce:hover:translate-y-0",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-white",
        "dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700 dark:has-[a:focus-visible]:ring-indigo-400 dark:has-[a:focus-visible]:ring-offset-zinc-950",
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" data-slot="model-card-cover" className={modelCardCoverVariants({ family })}>
        <span className="flex size-11 items-center justify-center rounded-xl bg-white/90 shadow-sm ring-1 ring-black/5 dark:bg-zinc-950/60 dark:ring-white/10">
          <Icon className="size-6" strokeWidth={1.75} />
        </span>
        <Icon
          className="-right-3 -bottom-7 absolute size-28 rotate-12 opacity-15 transition-transform duration-300 group-hover:rotate-6 motion-reduce:transition-none dark:opacity-20"
          strokeWidth={1.25}
        />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="font-semibold text-base text-zinc-900 leading-snug dark:text-white">
            <Link
              href={href}
              title={model.id}
              data-slot="model-card-link"
              className="line-clamp-2 outline-none wrap-anywhere after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700 dark:group-hover:text-indigo-300"
            >
              {modelName(model.id)}
            </Link>
          </Heading>
          {author && (
            <p data-slot="model-card-author" className="truncate text-sm text-zinc-600 dark:text-zinc-400">
              <span className="sr-only">Author: </span>
              {author}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-1.5">
          <span data-slot="model-card-task" className={modelCardTaskVariants({ family })}>
            <span className="sr-only">Task: </span>
            {model.pipelineTag ?? "General"}
          </span>
        </div>

        {tags.length > 0 && (
          <ul aria-label="Tags" data-slot="model-card-tags" className="flex flex-wrap items-center gap-1.5">
            {tags.map((tag) => (
              <li
                key={tag}
                className="max-w-40 truncate rounded-md bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
              >
                {tag}
              </li>
            ))}
            {hiddenTags > 0 && (
              <li className="px-1 text-xs text-zinc-600 dark:text-zinc-400">+{hiddenTags} more</li>
            )}
          </ul>
        )}

        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 border-zinc-100 border-t pt-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
          <span
            data-slot="model-card-likes"
            title={`${likes} likes`}
            className="inline-flex items-center gap-1.5"
          >
            <Heart aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="tabular-nums">
              {formatCompact(model.likes)}
            </span>
            <span className="sr-only">{likes} likes</span>
          </span>
          <span
            data-slot="model-card-downloads"
            title={`${downloads} downloads`}
            className="inline-flex items-center gap-1.5"
          >
            <Download aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="tabular-nums">
              {formatCompact(model.downloads)}
            </span>
            <span className="sr-only">{downloads} downloads</span>
          </span>
          {model.lastModified && (
            <span data-slot="model-card-updated" className="ml-auto text-xs">
              <span className="sr-only">Updated </span>
              <time dateTime={model.lastModified.toISOString()}>
                {formatDate(model.lastModified, locale)}
              </time>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
