import { lazy, Suspense, useId } from "react";
import { cn } from "../../lib/cn";
import { ErrorNotice } from "../ErrorNotice/ErrorNotice";
import { SampleLabel } from "../PostCard/SampleLabel";
import { Skeleton } from "../Skeleton/Skeleton";
import type { RepoCardMarkdownProps } from "./RepoCardMarkdown";

/** The Markdown renderer (react-markdown, the sanitizer, lowlight, yaml): its own chunk, loaded when a card shows. */
const RepoCardMarkdown = /* @__PURE__ */ lazy(() => import("./RepoCardMarkdown"));

/** A repo's card as the hub serves it: the Markdown and its front matter. */
export interface RepoCardContent {
  markdown: string;
  frontMatter?: string;
}

export type RepoCardProps = Omit<React.ComponentProps<"section">, "children"> &
  Pick<RepoCardMarkdownProps, "resolveImage" | "resolveLink"> & {
    /** Whose card: the title says "Model card" or "Dataset card". */
    kind: "model" | "dataset";
    /** The card's load: `loading`, `error` (a note with Retry) or `success`. */
    status: "loading" | "error" | "success";
    /** The card; `null` when the repo has none (the hub's 404): the fallback description shows instead. */
    card?: RepoCardContent | null;
    error?: string;
    onRetry?: () => void;
    /** Shown when the repo has no card, labelled as generated (the hub's metadata, not the authors' words). */
    fallbackDescription?: string;
    /** The card is made up by the embedded hub emulator: labelled "Sample". */
    sample?: boolean;
  };

function CardSkeleton() {
  return (
    <div data-slot="repo-card-loading" aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * A model's or dataset's card (its README) on its page: loading, a failed load with Retry, the rendered
 * card (lazy-loaded renderer, sanitized), or, for a repo without a card, the generated description,
 * labelled as such. Pure.
 */
export function RepoCard({
  kind,
  status,
  card,
  error,
  onRetry,
  fallbackDescription,
  sample,
  resolveImage,
  resolveLink,
  className,
  ...props
}: RepoCardProps) {
  const titleId = useId();
  const noCard = status === "success" && !card;
  const title = noCard ? "Description" : kind === "dataset" ? "Dataset card" : "Model card";
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={status === "loading" || undefined}
      data-slot="repo-card"
      data-state={noCard ? "empty" : status}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <h2
        id={titleId}
        className="m-0 flex items-center gap-2 font-semibold text-lg text-zinc-900 dark:text-white"
      >
        {title}
        {status === "success" && card && sample && <SampleLabel source="hub" />}
      </h2>
      {status === "loading" && (
        <>
          <p role="status" className="sr-only">
            Loading the {kind} card
          </p>
          <CardSkeleton />
        </>
      )}
      {status === "error" && (
        <ErrorNotice
          title={`Couldn't load the ${kind} card.`}
          message={error ?? "Something went wrong."}
          onRetry={onRetry}
        />
      )}
      {noCard && (
        <div data-slot="repo-card-fallback" className="flex flex-col gap-1">
          <p className="m-0 text-xs text-zinc-600 dark:text-zinc-400">
            This repository has no card: a description generated from its metadata.
          </p>
          <p className="m-0 whitespace-pre-line text-sm text-zinc-700 leading-relaxed wrap-anywhere dark:text-zinc-300">
            {fallbackDescription?.trim() || "No description available."}
          </p>
        </div>
      )}
      {status === "success" && card && (
        <Suspense fallback={<CardSkeleton />}>
          <RepoCardMarkdown
            markdown={card.markdown}
            frontMatter={card.frontMatter}
            resolveImage={resolveImage}
            resolveLink={resolveLink}
          />
        </Suspense>
      )}
    </section>
  );
}
