import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Code, Download, ExternalLink, GitBranch, Heart, Layers, Star, Table2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button, buttonVariants } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { modelCardTaskVariants } from "../../components/ModelCard/model-card-variants";
import { SampleLabel } from "../../components/PostCard/SampleLabel";
import { cn } from "../../lib/cn";
import { formatDate, formatNumber } from "../../lib/format";
import type { InsightsEntity } from "./types";

/** The badge's two letters: the first letters of the name's first two words, else its first two letters. */
export function badgeLetters(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** A number, or "n/a" when the hub does not give it. */
export function countOrNa(value: number | undefined, locale?: string): string {
  return value === undefined ? "n/a" : formatNumber(value, locale);
}

export type InsightsHeaderProps = Omit<React.ComponentProps<"header">, "children"> & {
  entity: InsightsEntity;
  titleId?: string;
  locale?: string;
  /** "Preview rows" (datasets): opens the row preview. */
  onPreviewRows?: () => void;
  /** Shown beside the title: the app passes the lazily loaded 3D view (`ModelVisualization`). */
  visual?: React.ReactNode;
  /** The Description section (off where the page shows the repo's card instead); on by default. */
  showDescription?: boolean;
};

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/**
 * The top of an insights page (spec §2.7): two-letter badge, name, task tag, author, updated date, tags,
 * likes and downloads (items for a collection), the description, and the links ("View on Hugging Face";
 * "GitHub Repository" and "Example Code" for models).
 */
export function InsightsHeader({
  entity,
  titleId,
  locale,
  onPreviewRows,
  visual,
  showDescription = true,
  className,
  ...props
}: InsightsHeaderProps) {
  const codeId = useId();
  const [showCode, setShowCode] = useState(false);
  const family = entity.kind === "model" ? taskInfo(entity.task).family : "general";
  const task = entity.kind === "collection" ? "Collection" : (entity.task ?? "General");
  const DownloadsIcon = entity.kind === "collection" ? Layers : Download;
  const downloadsNoun = entity.kind === "collection" ? "items" : "downloads";

  return (
    <header data-slot="insights-header" className={cn("flex flex-col gap-5", className)} {...props}>
      <div className="flex min-w-0 items-start gap-4">
        <span
          aria-hidden="true"
          data-slot="insights-badge"
          className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-indigo-600 font-bold text-white text-xl dark:bg-indigo-500"
        >
          {badgeLetters(entity.name)}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1
            id={titleId}
            className="font-bold text-2xl text-zinc-900 tracking-tight wrap-anywhere sm:text-3xl dark:text-white"
          >
            {entity.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            <span data-slot="insights-task" className={modelCardTaskVariants({ family })}>
              <span className="sr-only">Task: </span>
              {task}
            </span>
            {entity.author && (
              <span data-slot="insights-author">
                by <span className="font-medium text-zinc-800 dark:text-zinc-200">{entity.author}</span>
              </span>
            )}
            {entity.lastModified && (
              <span>
                Updated{" "}
                <time dateTime={entity.lastModified.toISOString()}>
                  {formatDate(entity.lastModified, locale)}
                </time>
              </span>
            )}
            <span className="inline-flex items-center gap-1" data-slot="insights-likes">
              <Heart aria-hidden="true" className="size-4" />
              {countOrNa(entity.likes, locale)} <span className="sr-only">likes</span>
            </span>
            <span className="inline-flex items-center gap-1" data-slot="insights-downloads">
              <DownloadsIcon aria-hidden="true" className="size-4" />
              {countOrNa(entity.downloads, locale)} <span className="sr-only">{downloadsNoun}</span>
            </span>
          </div>
        </div>
        {visual && (
          <div data-slot="insights-visual" className="w-24 shrink-0 sm:w-36">
            {visual}
          </div>
        )}
      </div>

      {entity.tags.length > 0 && (
        <ul aria-label="Tags" data-slot="insights-tags" className="m-0 flex list-none flex-wrap gap-1.5 p-0">
          {entity.tags.map((tag) => (
            <li key={tag} className="min-w-0">
              <Badge variant="secondary" className="max-w-64 truncate">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {showDescription && (
        <section aria-labelledby={`${codeId}-description`} className="flex flex-col gap-2">
          <h2
            id={`${codeId}-description`}
            className="flex items-center gap-2 font-semibold text-lg text-zinc-900 dark:text-white"
          >
            Description
            {entity.descriptionSample && entity.description && <SampleLabel source="hub" />}
          </h2>
          <p
            data-slot="insights-description"
            className="whitespace-pre-line text-sm text-zinc-700 leading-relaxed wrap-anywhere dark:text-zinc-300"
          >
            {entity.description?.trim() || "No description available."}
          </p>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <a href={entity.hubUrl} {...external} className={buttonVariants({ variant: "primary" })}>
          <ExternalLink aria-hidden="true" />
          View on Hugging Face
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        {entity.kind === "model" && entity.githubUrl && (
          <a href={entity.githubUrl} {...external} className={buttonVariants({ variant: "outline" })}>
            <GitBranch aria-hidden="true" />
            GitHub Repository
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        {entity.kind === "model" && entity.codeExample && (
          <Button
            variant="outline"
            aria-expanded={showCode}
            aria-controls={codeId}
            onClick={() => setShowCode((shown) => !shown)}
          >
            <Code aria-hidden="true" />
            Example Code
          </Button>
        )}
        {entity.kind === "model" && entity.detailHref && (
          <Link href={entity.detailHref} className={buttonVariants({ variant: "outline" })}>
            <Star aria-hidden="true" />
            Ratings &amp; Comments
          </Link>
        )}
        {onPreviewRows && (
          <Button variant="outline" onClick={onPreviewRows} data-slot="insights-preview-rows">
            <Table2 aria-hidden="true" />
            Preview rows
          </Button>
        )}
      </div>
      {entity.kind === "model" && entity.codeExample && showCode && (
        <pre
          id={codeId}
          data-slot="insights-code"
          className="m-0 overflow-x-auto rounded-lg bg-zinc-950 p-4 text-sm text-zinc-100"
        >
          <code>{entity.codeExample}</code>
        </pre>
      )}
    </header>
  );
}
