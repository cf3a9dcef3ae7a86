import { taskInfo } from "@hiber/hub-sdk/tasks";
import { Command } from "cmdk";
import { Box, Database, Download, History, Layers, Search, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";
import { formatCompact } from "../../lib/format";
import { Button } from "../Button/Button";
import { Dialog, DialogContent, DialogTitle } from "../Dialog/Dialog";
import { ErrorNotice } from "../ErrorNotice/ErrorNotice";
import { Spinner } from "../Spinner/Spinner";

/** What a hit is: its group in the results. */
export type SearchHitKind = "model" | "dataset" | "collection";

/** One result of the global search. */
export interface SearchHit {
  kind: SearchHitKind;
  /** The repo id (`owner/name`) or the collection's slug: unique within its kind. */
  id: string;
  /** What the row shows: the repo id, or the collection's title. */
  title: string;
  /** A model's pipeline tag or a dataset's first task category, shown by its label. */
  task?: string;
  /** A collection's owner. */
  owner?: string;
  /** Downloads of a model or dataset. */
  downloads?: number;
  /** Upvotes of a collection. */
  upvotes?: number;
  /** The page the hit opens: its insight page. */
  href: string;
}

/** The hits of one query, by kind, each in the order the hub gave them. */
export interface GlobalSearchResults {
  models: SearchHit[];
  datasets: SearchHit[];
  collections: SearchHit[];
}

/** `idle`: nothing asked yet (an empty box); `loading`: the first answer for this query is on its way. */
export type GlobalSearchStatus = "idle" | "loading" | "error" | "success";

export type GlobalSearchProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text in the box (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  status: GlobalSearchStatus;
  /** The hits to show: this query's, or (with `stale`) the previous query's while this one loads. */
  results?: GlobalSearchResults;
  /** `results` belong to an earlier query: shown dimmed, with a spinner, until the new ones arrive. */
  stale?: boolean;
  /** What went wrong (`status` "error"). */
  error?: string;
  /** Shown as "Retry" beside the error. */
  onRetry?: () => void;
  /** Earlier searches, newest first; offered while the box is empty. */
  recent?: readonly string[];
  /** Shown as "Clear recent searches" under them. */
  onClearRecent?: () => void;
  /** A hit was chosen (Enter or a click): open its `href`. */
  onSelect: (hit: SearchHit) => void;
};

const GROUPS = [
  { key: "models", heading: "Models", icon: Box },
  { key: "datasets", heading: "Datasets", icon: Database },
  { key: "collections", heading: "Collections", icon: Layers },
] as const;

const hitValue = (hit: SearchHit) => `${hit.kind}:${hit.id}`;
const recentValue = (term: string) => `recent:${term}`;

function firstValue(query: string, results: GlobalSearchResults | undefined, recent: readonly string[]) {
  if (query.trim() === "") return recent[0] === undefined ? "" : recentValue(recent[0]);
  const first = results && GROUPS.map(({ key }) => results[key][0]).find((hit) => hit !== undefined);
  return first ? hitValue(first) : "";
}

const itemClasses = cn(
  "flex min-w-0 cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm text-zinc-700 outline-none dark:text-zinc-200",
  "data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900 dark:data-[selected=true]:bg-indigo-500/15 dark:data-[selected=true]:text-white",
);

const headingClasses =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-zinc-600 dark:[&_[cmdk-group-heading]]:text-zinc-400";

/**
 * The global search (⌘K): one dialog that searches models, datasets and collections at once, on cmdk's
 * command menu inside our Radix dialog. Pure: the text, the status and the hits come in; the text typed,
 * a chosen hit and the dialog's closing go out. Arrow keys move through the hits of every group, Enter
 * opens the selected one, Escape closes; while the box is empty it offers the recent searches.
 */
export function GlobalSearch({
  open,
  onOpenChange,
  query,
  onQueryChange,
  status,
  results,
  stale = false,
  error,
  onRetry,
  recent = [],
  onClearRecent,
  onSelect,
}: GlobalSearchProps) {
  const blank = query.trim() === "";
  const shown = blank ? undefined : results;
  const total = shown ? GROUPS.reduce((sum, { key }) => sum + shown[key].length, 0) : 0;

  // The selected row goes back to the first one whenever the rows change (cmdk keeps a vanished value).
  const first = firstValue(query, shown, recent);
  const [selected, setSelected] = useState(first);
  const [selectedFor, setSelectedFor] = useState(first);
  if (first !== selectedFor) {
    setSelectedFor(first);
    setSelected(first);
  }

  let message: string | undefined;
  if (blank) message = recent.length === 0 ? "Type to search models, datasets and collections." : undefined;
  // (Idle with text: the app has not started this search yet, e.g. a recent search just chosen.)
  else if ((status === "loading" || status === "idle") && !shown) message = "Searching…";
  else if (status === "success" && !stale && total === 0) message = `No results for “${query.trim()}”.`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="global-search"
        aria-describedby={undefined}
        showCloseButton={false}
        className="top-4 max-h-[calc(100dvh-2rem)] max-w-xl translate-y-0 gap-0 p-0 sm:top-[12vh] sm:max-h-[76vh] sm:p-0"
      >
        <DialogTitle className="sr-only">Search models, datasets and collections</DialogTitle>
        <Command
          label="Search models, datasets and collections"
          shouldFilter={false}
          loop
          value={selected}
          onValueChange={setSelected}
          className="flex min-h-0 flex-col"
        >
          <div className="flex items-center gap-2 border-zinc-200 border-b px-4 dark:border-zinc-800">
            <Search aria-hidden="true" className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
            <Command.Input
              value={query}
              onValueChange={onQueryChange}
              placeholder="Search models, datasets, collections…"
              data-slot="global-search-input"
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 sm:text-sm dark:text-white dark:placeholder:text-zinc-400"
            />
            {stale && <Spinner size="sm" label="Updating results" className="text-zinc-500" />}
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 shrink-0"
              data-slot="global-search-close"
              onClick={() => onOpenChange(false)}
            >
              Esc<span className="sr-only"> (close)</span>
            </Button>
          </div>

          {status === "error" && !blank && (
            <ErrorNotice
              className="m-3"
              title="Search failed."
              message={error ?? "Something went wrong."}
              onRetry={onRetry}
            />
          )}
          <p
            role="status"
            data-slot="global-search-message"
            className={cn("px-4 text-sm text-zinc-600 dark:text-zinc-400", message && "py-6 text-center")}
          >
            {message}
          </p>

          <Command.List
            data-slot="global-search-list"
            aria-busy={stale || undefined}
            className={cn(
              "min-h-0 overflow-y-auto overscroll-contain px-2 pb-2 outline-none",
              headingClasses,
            )}
          >
            {blank && recent.length > 0 && (
              <Command.Group heading="Recent searches">
                {recent.map((term) => (
                  <Command.Item
                    key={term}
                    value={recentValue(term)}
                    onSelect={() => onQueryChange(term)}
                    className={itemClasses}
                  >
                    <History aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                    <span className="truncate">{term}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {shown &&
              GROUPS.map(({ key, heading, icon: Icon }) =>
                shown[key].length === 0 ? null : (
                  <Command.Group key={key} heading={heading} data-slot={`global-search-${key}`}>
                    {shown[key].map((hit) => (
                      <Command.Item
                        key={hit.id}
                        value={hitValue(hit)}
                        onSelect={() => onSelect(hit)}
                        className={itemClasses}
                        data-slot="global-search-hit"
                      >
                        <Icon
                          aria-hidden="true"
                          className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400"
                        />
                        <HitText hit={hit} />
                        <HitCount hit={hit} />
                      </Command.Item>
                    ))}
                  </Command.Group>
                ),
              )}
          </Command.List>
          {blank && recent.length > 0 && onClearRecent && (
            <Button variant="ghost" size="sm" className="mb-2 self-center" onClick={onClearRecent}>
              Clear recent searches
            </Button>
          )}

          <div className="hidden items-center gap-4 border-zinc-200 border-t px-4 py-2 text-xs text-zinc-600 sm:flex dark:border-zinc-800 dark:text-zinc-400">
            <span>
              <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move
            </span>
            <span>
              <Kbd>Enter</Kbd> to open
            </span>
            <span>
              <Kbd>Esc</Kbd> to close
            </span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

function HitText({ hit }: { hit: SearchHit }) {
  const detail =
    hit.kind === "collection" ? hit.owner && `by ${hit.owner}` : hit.task && taskInfo(hit.task).label;
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="truncate font-medium" title={hit.title}>
        {hit.title}
      </span>
      {detail && <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{detail}</span>}
    </span>
  );
}

function HitCount({ hit }: { hit: SearchHit }) {
  const count = hit.kind === "collection" ? hit.upvotes : hit.downloads;
  if (count === undefined) return null;
  const Icon = hit.kind === "collection" ? ThumbsUp : Download;
  const noun = hit.kind === "collection" ? "upvotes" : "downloads";
  return (
    <span className="flex shrink-0 items-center gap-1 text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
      <Icon aria-hidden="true" className="size-3.5" />
      {formatCompact(count)}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}

function Kbd({ children }: { children: React.ReactNode }) {
  return (
    <kbd className="rounded border border-zinc-200 bg-zinc-50 px-1 font-sans text-[11px] dark:border-zinc-700 dark:bg-zinc-800">
      {children}
    </kbd>
  );
}
