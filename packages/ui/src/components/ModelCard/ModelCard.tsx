import type { ModelEntry } from "@hiber/hub-sdk";
import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Download, Heart } from "lucide-react";
import { cn } from "../../lib/cn";
import { modelSampleImages } from "../../lib/cover-image";
import { formatCompact, formatNumber } from "../../lib/format";
import { repoAuthor, repoName } from "../../lib/repo-id";
import { BookmarkToggle } from "../BookmarkToggle/BookmarkToggle";
import {
  Card,
  CardContent,
  CardCover,
  CardCoverImage,
  CardHeader,
  CardStat,
  CardStats,
  CardSubtitle,
  CardTitle,
  CardTitleLink,
  CardUpdated,
} from "../Card/Card";
import {
  ModelCardCommentArea,
  ModelCardCommentCount,
  type ModelCardComments,
  type ModelCardCommentsStatus,
  resolveCommentsStatus,
} from "./ModelCardComments";
import { ModelCardCompareCheckbox } from "./ModelCardCompareCheckbox";
import { modelCardCoverVariants, modelCardTaskVariants, taskIcon } from "./model-card-variants";

export type { ModelCardComment, ModelCardComments, ModelCardCommentsStatus } from "./ModelCardComments";
export { modelCardCoverVariants, modelCardTaskVariants } from "./model-card-variants";

/** Tags shown on a card before "+N more" (spec §9). */
export const MODEL_CARD_MAX_TAGS = 3;

/** Tags up to this many characters are shown whole on a card; longer ones are cut to the room left. */
const SHORT_TAG_LENGTH = 10;

/** The repo name of a model id: the part after the slash. */
export const modelName: (id: string) => string = repoName;

/** The owner of a model: its `author`, else the part of the id before the slash. */
export const modelAuthor: (repo: Pick<ModelEntry, "id" | "author">) => string | undefined = repoAuthor;

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
   * The cover is among the first things the page shows (the first row of a grid): fetched at once with high
   * priority (`loading="eager"`, `fetchpriority="high"`), even before the page's scripts have run.
   */
  coverPriority?: boolean;
  /**
   * Comment count and the latest comment. `undefined` or `null` means unknown: the count shows "n/a"
   * (no invented numbers).
   */
  comments?: ModelCardComments | null;
  /**
   * Where the comments are: `loading` shows placeholders in the count and the comment area (whose
   * height is reserved, so the card does not grow when they arrive), `success` shows `comments`,
   * `error` shows the count as unknown. By default `success` with `comments`, else `error`.
   */
  commentsStatus?: ModelCardCommentsStatus;
  /** The comments are made up (the embedded hub emulator's): the shown comment is labelled "sample". */
  commentsSample?: boolean;
  /** Compare mode: shows the "Select" / "✓ Selected" checkbox. */
  compareMode?: boolean;
  /** Whether the model is in the compare selection (rings the card). */
  isSelected?: boolean;
  /** Called with the model id when the compare checkbox is toggled. It never follows the card's link. */
  onToggleSelect?: (id: string) => void;
  /** Whether the model is saved to the profile (the bookmark over the cover is pressed). */
  bookmarked?: boolean;
  /** Shows the bookmark toggle; called with the new state. */
  onBookmarkChange?: (bookmarked: boolean) => void;
};

/**
 * A model in the store grid: its cover image, the name (a link whose click area covers the whole card),
 * author, task, up to three tags, likes, downloads, comments and the last update, plus the latest
 * comment (expandable) in an area of reserved height. In compare mode a checkbox selects the card.
 */
export function ModelCard({
  model,
  href,
  locale,
  headingLevel = 3,
  coverImage,
  coverPriority = false,
  comments,
  commentsStatus,
  commentsSample = false,
  compareMode = false,
  isSelected = false,
  onToggleSelect,
  bookmarked = false,
  onBookmarkChange,
  ...props
}: ModelCardProps) {
  const family = taskInfo(model.pipelineTag).family;
  const Icon = taskIcon(model.pipelineTag, family);
  const name = modelName(model.id);
  const author = modelAuthor(model);
  const tags = model.tags.slice(0, MODEL_CARD_MAX_TAGS);
  const hiddenTags = model.tags.length - tags.length;
  const likes = formatNumber(model.likes, locale);
  const downloads = formatNumber(model.downloads, locale);
  const status = resolveCommentsStatus(comments, commentsStatus);

  return (
    <Card data-slot="model-card" data-family={family} selected={compareMode && isSelected} {...props}>
      <CardCover data-slot="model-card-cover">
        <CardCoverImage
          src={coverImage ?? modelSampleImages(model)[0]}
          width={320}
          height={180}
          {...(coverPriority && { loading: "eager", fetchPriority: "high" })}
        />
        <span aria-hidden="true" className={modelCardCoverVariants({ family })}>
          <Icon className="size-5" strokeWidth={1.75} />
        </span>
      </CardCover>

      {onBookmarkChange && <BookmarkToggle name={name} saved={bookmarked} onSavedChange={onBookmarkChange} />}

      {compareMode && (
        <ModelCardCompareCheckbox
          name={name}
          checked={isSelected}
          onCheckedChange={() => onToggleSelect?.(model.id)}
        />
      )}

      <CardContent>
        <CardHeader>
          <CardTitle level={headingLevel}>
            <CardTitleLink href={href} title={model.id} data-slot="model-card-link">
              {name}
            </CardTitleLink>
          </CardTitle>
          {author && (
            <CardSubtitle data-slot="model-card-author" label="Author:">
              {author}
            </CardSubtitle>
          )}
        </CardHeader>

        <div className="flex flex-wrap items-center gap-1.5">
          <span data-slot="model-card-task" className={modelCardTaskVariants({ family })}>
            <span className="sr-only">Task: </span>
            {model.pipelineTag ?? "General"}
          </span>
        </div>

        {/* One line, also without tags: every card of a grid is as tall as its placeholder. */}
        {tags.length > 0 ? (
          <ul
            aria-label="Tags"
            data-slot="model-card-tags"
            className="flex h-5 min-w-0 items-center gap-1.5 overflow-hidden"
          >
            {tags.map((tag) => (
              <li
                key={tag}
                // A short tag never shrinks ("ner", not "ne…"); a long one gives way, down to a few letters,
                // its whole text on hover.
                title={tag.length > SHORT_TAG_LENGTH ? tag : undefined}
                className={cn(
                  "max-w-40 truncate rounded-md bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
                  tag.length > SHORT_TAG_LENGTH ? "min-w-12" : "shrink-0",
                )}
              >
                {tag}
              </li>
            ))}
            {hiddenTags > 0 && (
              <li className="shrink-0 px-1 text-xs text-zinc-600 dark:text-zinc-400">+{hiddenTags} more</li>
            )}
          </ul>
        ) : (
          <div aria-hidden="true" className="h-5" />
        )}

        <ModelCardCommentArea comments={comments} status={status} locale={locale} sample={commentsSample} />

        <CardStats divided>
          <CardStat
            data-slot="model-card-likes"
            icon={Heart}
            value={formatCompact(model.likes)}
            label={`${likes} likes`}
          />
          <CardStat
            data-slot="model-card-downloads"
            icon={Download}
            value={formatCompact(model.downloads)}
            label={`${downloads} downloads`}
          />
          <ModelCardCommentCount comments={comments} status={status} locale={locale} />
          {model.lastModified && (
            <CardUpdated data-slot="model-card-updated" date={model.lastModified} locale={locale} />
          )}
        </CardStats>
      </CardContent>
    </Card>
  );
}
