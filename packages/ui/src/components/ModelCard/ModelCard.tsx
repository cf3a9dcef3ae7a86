import type { ModelEntry } from "@hiber/hub-sdk";
import { type TaskFamily, taskInfo } from "@hiber/hub-sdk/tasks";
import { cva } from "class-variance-authority";
import {
  AudioLines,
  Boxes,
  Check,
  Download,
  FileText,
  Heart,
  Image,
  Languages,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  ScanSearch,
  ScanText,
  Shapes,
  Table,
} from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../lib/cn";
import { modelSampleImages } from "../../lib/cover-image";
import { formatCompact, formatDate, formatNumber } from "../../lib/format";
import { Link } from "../Link/Link";

/** Tags shown on a card before "+N more" (spec §9). */
export const MODEL_CARD_MAX_TAGS = 3;

/** The task icon badge over the cover image, coloured by task family. */
export const modelCardCoverVariants = cva(
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

/** A comment on a model, as shown on its card. */
export interface ModelCardComment {
  text: string;
  author: string;
  /** E.g. "Maintainer", "Contributor". */
  role?: string;
  timestamp: Date;
}

/** The community activity of a model: the comment count and the latest comment. */
export interface ModelCardComments {
  count: number;
  /** The most recent comment; only this one is shown. */
  recent?: ModelCardComment;
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
  /** Cover image URL; the first of the model's sample images by default (`modelSampleImages`). */
  coverImage?: string;
  /**
   * Comment count and the latest comment. `undefined` or `null` means unknown: the count shows "n/a"
   * (no invented numbers).
   */
  comments?: ModelCardComments | null;
  /** Compare mode: shows the "Select" / "✓ Selected" checkbox. */
  compareMode?: boolean;
  /** Whether the model is in the compare selection (rings the card). */
  isSelected?: boolean;
  /** Called with the model id when the compare checkbox is toggled. It never follows the card's link. */
  onToggleSelect?: (id: string) => void;
};

/**
 * A model in the store grid: its cover image, the name (a link whose click area covers the whole card),
 * author, task, up to three tags, likes, downloads, comments and the last update, plus the latest
 * comment (expandable). In compare mode a checkbox selects the card for comparison.
 */
export function ModelCard({
  model,
  href,
  locale,
  headingLevel = 3,
  coverImage,
  comments,
  compareMode = false,
  isSelected = false,
  onToggleSelect,
  className,
  ...props
}: ModelCardProps) {
  const family = taskInfo(model.pipelineTag).family;
  const Icon = taskIcon(model.pipelineTag, family);
  const Heading = `h${headingLevel}` as const;
  const name = modelName(model.id);
  const author = modelAuthor(model);
  const tags = model.tags.slice(0, MODEL_CARD_MAX_TAGS);
  const hiddenTags = model.tags.length - tags.length;
  const likes = formatNumber(model.likes, locale);
  const downloads = formatNumber(model.downloads, locale);
  const selected = compareMode && isSelected;
  const cover = coverImage ?? modelSampleImages(model)[0];

  return (
    <article
      data-slot="model-card"
      data-family={family}
      data-state={selected ? "selected" : undefined}
      className={cn(
        "group relative flex h-full flex-col rounded-xl border border-zinc-200 bg-white shadow-xs transition-[box-shadow,border-color,transform] duration-200",
        "hover:-translate-y-0.5 hover:border-zinc-300 hover:shadow-md motion-reduce:hover:translate-y-0",
        "has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500 has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-white",
        "dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700 dark:has-[a:focus-visible]:ring-indigo-400 dark:has-[a:focus-visible]:ring-offset-zinc-950",
        selected && "border-indigo-500 ring-2 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400",
        className,
      )}
      {...props}
    >
      <div
        data-slot="model-card-cover"
        className="relative aspect-[2/1] overflow-hidden rounded-t-[calc(var(--radius-xl)-1px)] bg-zinc-100 dark:bg-zinc-800"
      >
        <img
          src={cover}
          alt=""
          width={320}
          height={180}
          draggable={false}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        <span aria-hidden="true" className={modelCardCoverVariants({ family })}>
          <Icon className="size-5" strokeWidth={1.75} />
        </span>
      </div>

      {compareMode && (
        <CompareCheckbox
          name={name}
          checked={isSelected}
          onCheckedChange={() => onToggleSelect?.(model.id)}
        />
      )}

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="font-semibold text-base text-zinc-900 leading-snug dark:text-white">
            <Link
              href={href}
              title={model.id}
              data-slot="model-card-link"
              className="line-clamp-2 outline-none wrap-anywhere after:absolute after:inset-0 after:rounded-xl group-hover:text-indigo-700 dark:group-hover:text-indigo-300"
            >
              {name}
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

        {comments?.recent && <RecentComment comment={comments.recent} locale={locale} />}

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
          <CommentCount comments={comments} locale={locale} />
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

/** The comment count, or "n/a" when it is not known. */
function CommentCount({
  comments,
  locale,
}: {
  comments: ModelCardComments | null | undefined;
  locale?: string;
}) {
  if (!comments) {
    return (
      <span
        data-slot="model-card-comments"
        data-state="unknown"
        title="Comment count not available"
        className="inline-flex items-center gap-1.5"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        <span aria-hidden="true">n/a</span>
        <span className="sr-only">Comments: not available</span>
      </span>
    );
  }
  const count = formatNumber(comments.count, locale);
  const label = `${count} ${comments.count === 1 ? "comment" : "comments"}`;
  return (
    <span data-slot="model-card-comments" title={label} className="inline-flex items-center gap-1.5">
      <MessageCircle aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="tabular-nums">
        {formatCompact(comments.count)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The latest comment: two lines, with a toggle that shows all of it and when it was written. */
function RecentComment({ comment, locale }: { comment: ModelCardComment; locale?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // Above the card link's click area: reading or toggling the comment does not open the model.
    <figure
      data-slot="model-card-comment"
      data-state={open ? "open" : "closed"}
      className="relative z-10 flex flex-col gap-1.5 rounded-lg bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200/70 ring-inset dark:bg-zinc-800/60 dark:ring-zinc-700/60"
    >
      <figcaption className="flex min-w-0 items-baseline gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="sr-only">Latest comment by </span>
        <span className="truncate font-medium text-zinc-800 dark:text-zinc-200">{comment.author}</span>
        {comment.role && <span className="shrink-0">· {comment.role}</span>}
      </figcaption>
      <blockquote
        id={id}
        className={cn("text-zinc-700 wrap-anywhere dark:text-zinc-300", !open && "line-clamp-2")}
      >
        {comment.text}
      </blockquote>
      {open && (
        <time dateTime={comment.timestamp.toISOString()} className="text-xs text-zinc-600 dark:text-zinc-400">
          {formatDate(comment.timestamp, locale)}
        </time>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-slot="model-card-comment-toggle"
        className="self-start cursor-pointer rounded-sm font-medium text-indigo-700 text-xs outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300 dark:focus-visible:ring-indigo-400"
      >
        {open ? "Hide comment" : "Show comment"}
      </button>
    </figure>
  );
}

/** The compare-mode checkbox over the cover: "Select", or "✓ Selected" (a check icon) when checked. */
function CompareCheckbox({
  name,
  checked,
  onCheckedChange,
}: {
  name: string;
  checked: boolean;
  onCheckedChange: () => void;
}) {
  return (
    // Above the card link's click area, so pressing it never opens the model.
    <label
      data-slot="model-card-select"
      data-state={checked ? "checked" : "unchecked"}
      className={cn(
        "absolute top-3 right-3 z-10 inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full px-3 py-1.5 font-medium text-sm shadow-md ring-1 transition-colors",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-white dark:has-[:focus-visible]:ring-offset-zinc-900",
        checked
          ? "bg-indigo-600 text-white ring-indigo-700"
          : "bg-white text-zinc-900 ring-black/10 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-white/15 dark:hover:bg-zinc-800",
      )}
    >
      <input type="checkbox" checked={checked} onChange={onCheckedChange} className="peer sr-only" />
      {checked ? (
        <>
          <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
          Selected
        </>
      ) : (
        "Select"
      )}
      <span className="sr-only"> {name}</span>
    </label>
  );
}
