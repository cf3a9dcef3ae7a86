import { lazy, Suspense, useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { Badge } from "../Badge";
import { Button } from "../Button";
import { CategoryChips } from "../CategoryChips";
import { ErrorCard } from "../ErrorCard";
import { ErrorNotice } from "../ErrorNotice/ErrorNotice";
import { Panel } from "../Panel";
import { ScreenHeader } from "../ScreenHeader/ScreenHeader";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import { Spinner } from "../Spinner";
import { ConversationDialog } from "./ConversationDialog";
import { GRAPH_HEIGHT, type GraphCanvasProps } from "./GraphCanvas.types";
import { GraphLists, type GraphListsProps } from "./GraphLists";
import { GraphNodeDetails } from "./GraphNodeDetails";
import type { GraphData, GraphNode } from "./types";

/** The canvas and its graph library load only when a graph is shown (the /graph route's own chunk). */
const GraphCanvas = /* @__PURE__ */ lazy(() => import("./GraphCanvas"));

/** The spec's delay before the loading text shows (part 2 §9), so a quick load shows nothing. */
export const GRAPH_LOADING_DELAY_MS = 500;

export type CommunityGraphStatus = "loading" | "error" | "success";

export type CommunityGraphProps = Omit<React.ComponentProps<"div">, "children"> &
  Pick<GraphListsProps, "featured" | "forYou" | "personalized" | "topics" | "topicsAsOf"> & {
    status: CommunityGraphStatus;
    data?: GraphData;
    /** The data is the fixed fallback graph (the hub could not be reached); labelled as such, with Retry. */
    fallback?: boolean;
    /** The hub is the embedded emulator: its catalogue is labelled a sample. */
    sample?: boolean;
    onRetry?: () => void;
    onLoadMore?: () => void;
    /** Both caps are reached: the button reads "Max Reached" and is off. */
    maxReached?: boolean;
    /** More nodes are on their way (the button is busy). */
    loadingMore?: boolean;
    /** The store's category chips (a pipeline tag; undefined for All). */
    category?: string;
    onCategoryChange?: (category?: string) => void;
    /** The node whose details show first (stories). */
    defaultSelectedId?: string;
    /** The conversation modal shows first (stories). */
    defaultConversationOpen?: boolean;
    loadingDelayMs?: number;
    settle?: GraphCanvasProps["settle"];
  };

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd
        data-slot={`graph-count-${label.toLowerCase()}`}
        className="font-bold text-2xl text-zinc-900 tabular-nums dark:text-white"
      >
        {formatNumber(value)}
      </dd>
    </div>
  );
}

function Legend() {
  const items = [
    ["Models", "bg-violet-500"],
    ["Datasets", "bg-blue-500"],
    ["Contributors", "bg-green-500"],
  ] as const;
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-4 text-sm text-zinc-600 dark:text-zinc-400">
      {items.map(([label, colour]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("size-3 rounded-full", colour)} />
          {label}
        </li>
      ))}
    </ul>
  );
}

function DelayedLoading({ delayMs }: { delayMs: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      {visible && (
        <p role="status" className="flex items-center gap-3 text-zinc-600 dark:text-zinc-400">
          <Spinner size="lg" role="presentation" label="" />
          Loading community graph...
        </p>
      )}
    </div>
  );
}

/** A node whose label contains the text, an exact match first. */
function findNode(nodes: readonly GraphNode[], text: string): GraphNode | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    nodes.find((node) => node.label.toLowerCase() === wanted) ??
    nodes.find((node) => node.label.toLowerCase().includes(wanted))
  );
}

/**
 * The community graph screen (spec part 2 §2.12): counters, the force-directed network of models, datasets
 * and contributors with Load More Nodes, the selected node's details, Featured / For You / Trending Topics
 * and the conversation modal. Beyond the spec: the store's category chips, and a search box that centres
 * and rings a node. Presentational: the graph and lists come in as props (the app builds them).
 */
export function CommunityGraph({
  status,
  data,
  fallback = false,
  sample = false,
  onRetry,
  onLoadMore,
  maxReached = false,
  loadingMore = false,
  category,
  onCategoryChange,
  featured,
  forYou,
  personalized,
  topics,
  topicsAsOf,
  defaultSelectedId,
  defaultConversationOpen = false,
  loadingDelayMs = GRAPH_LOADING_DELAY_MS,
  settle,
  className,
  ...props
}: CommunityGraphProps) {
  const [selectedId, setSelectedId] = useState(defaultSelectedId);
  const [focusId, setFocusId] = useState<string>();
  const [conversationOpen, setConversationOpen] = useState(defaultConversationOpen);
  const [search, setSearch] = useState("");
  const [notFound, setNotFound] = useState(false);
  const searchId = useId();

  if (status === "loading") return <DelayedLoading delayMs={loadingDelayMs} />;
  if (status === "error" || !data)
    return (
      <ErrorCard
        title="Failed to load graph data"
        description="The hub could not be reached."
        onAction={onRetry}
        actionLabel="Retry"
        headingLevel={1}
      />
    );

  const nodes = data.nodes;
  const selected = nodes.find((node) => node.id === selectedId);
  const count = (type: GraphNode["type"]) => nodes.filter((node) => node.type === type).length;
  const select = (node: GraphNode) => {
    setSelectedId(node.id);
    setFocusId(node.id);
  };

  return (
    <div
      className={cn("mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8", className)}
      {...props}
    >
      <ScreenHeader
        size="md"
        title="Community Graph"
        description="How models, the datasets they were trained on and the people behind them connect."
        actions={
          <Button variant="primary" onClick={() => setConversationOpen(true)}>
            Start a Conversation
          </Button>
        }
      />

      {fallback && (
        <ErrorNotice
          tone="warning"
          title="Failed to load graph data."
          message="Showing a fixed sample graph of a few well-known repos instead (no counts: they would be made up)."
          onRetry={onRetry}
        />
      )}
      {sample && !fallback && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          <Badge variant="warning">sample</Badge> The hub is the embedded emulator: its catalogue is a dated
          snapshot.
        </p>
      )}

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Counter label="Models" value={count("model")} />
        <Counter label="Datasets" value={count("dataset")} />
        <Counter label="Contributors" value={count("user")} />
        <Counter label="Connections" value={data.links.length} />
      </dl>

      {onCategoryChange && <CategoryChips value={category} onValueChange={onCategoryChange} />}

      <Panel aria-labelledby="graph-network" className="gap-3 p-3 sm:p-5">
        <SectionHeader
          title="Network Visualization"
          titleId="graph-network"
          badge={
            <Badge variant="secondary" data-testid="graph-node-count">
              {formatNumber(nodes.length)} nodes
            </Badge>
          }
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <search>
                <form
                  className="flex items-center gap-1"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const found = findNode(nodes, search);
                    setNotFound(!found && search.trim() !== "");
                    if (found) select(found);
                  }}
                >
                  <label htmlFor={searchId} className="sr-only">
                    Find a node
                  </label>
                  <input
                    id={searchId}
                    type="search"
                    value={search}
                    onChange={(event) => setSearch(event.target.value)}
                    placeholder="Find a node"
                    className="h-8 w-56 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
                  />
                  <Button type="submit" variant="outline" size="sm">
                    Find
                  </Button>
                </form>
              </search>
              {onLoadMore && (
                <Button variant="outline" size="sm" onClick={onLoadMore} disabled={maxReached || loadingMore}>
                  {maxReached ? "Max Reached" : loadingMore ? "Loading…" : "Load More Nodes"}
                </Button>
              )}
            </div>
          }
        />
        {notFound && (
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            No node matches “{search.trim()}”.
          </p>
        )}
        <Legend />
        <div className="relative">
          <Suspense fallback={<div style={{ height: GRAPH_HEIGHT }} aria-busy="true" />}>
            <GraphCanvas
              data={data}
              selectedId={selectedId}
              focusId={focusId}
              onSelect={select}
              settle={settle}
            />
          </Suspense>
          {selected && (
            <GraphNodeDetails
              node={selected}
              onStartDiscussion={() => setConversationOpen(true)}
              onClose={() => setSelectedId(undefined)}
              // Over the canvas from 640 px up; below it on a narrow screen, where it would hide the graph.
              className="mt-3 sm:absolute sm:top-2 sm:right-2 sm:mt-0 sm:max-h-[680px] sm:w-80 sm:max-w-[calc(100%-1rem)] sm:overflow-auto"
            />
          )}
        </div>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Drag a node to move it, drag the background to pan, scroll to zoom, click a node for its details.
          Lines: trained on (blue), contributes (green), related: more than 2 shared tags (purple).
        </p>
      </Panel>

      <GraphLists
        featured={featured}
        forYou={forYou}
        personalized={personalized}
        topics={topics}
        topicsAsOf={topicsAsOf}
        onSelect={select}
      />

      {conversationOpen && <ConversationDialog open onOpenChange={setConversationOpen} node={selected} />}
    </div>
  );
}
