import { cn } from "../../lib/cn";
import { formatDate, formatNumber } from "../../lib/format";
import { Badge } from "../Badge";
import { Panel } from "../Panel";
import { SectionHeader } from "../SectionHeader/SectionHeader";
import type { GraphNode, GraphTopic, TopicTrend } from "./types";

const TREND_LABELS: Record<TopicTrend, string> = { hot: "Hot", cooling: "Cooling", stable: "Stable" };
const TREND_VARIANTS = { hot: "destructive", cooling: "secondary", stable: "outline" } as const;

function NodeList({
  nodes,
  onSelect,
  ranked,
}: {
  nodes: GraphNode[];
  onSelect: (node: GraphNode) => void;
  ranked?: boolean;
}) {
  if (nodes.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">n/a</p>;
  return (
    <ol className="flex flex-col gap-1">
      {nodes.map((node, i) => (
        <li key={node.id}>
          <button
            type="button"
            onClick={() => onSelect(node)}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
          >
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full"
              style={{ background: node.color }}
            />
            {ranked && i < 3 && (
              <span className="font-semibold text-amber-800 dark:text-amber-300">#{i + 1}</span>
            )}
            <span className="min-w-0 flex-1 truncate text-zinc-900 dark:text-zinc-100">{node.label}</span>
            <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">
              {node.downloads === undefined ? "n/a" : formatNumber(node.downloads)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

export interface GraphListsProps extends Omit<React.ComponentProps<"div">, "onSelect"> {
  featured: GraphNode[];
  forYou: GraphNode[];
  /** Whether For You comes from this visitor's history (else the spec's nlp / vision rule). */
  personalized: boolean;
  topics: GraphTopic[];
  /** The end of the trend's 30-day window. */
  topicsAsOf?: Date;
  onSelect: (node: GraphNode) => void;
}

/** Featured (top 6), For You and Trending Topics (spec part 2 §2.12); a pick selects the node. */
export function GraphLists({
  featured,
  forYou,
  personalized,
  topics,
  topicsAsOf,
  onSelect,
  className,
  ...props
}: GraphListsProps) {
  return (
    <div className={cn("grid gap-4 md:grid-cols-3", className)} {...props}>
      <Panel aria-labelledby="graph-featured">
        <SectionHeader
          title="Featured"
          titleId="graph-featured"
          actions={featured.length > 0 && <Badge variant="secondary">Top {featured.length}</Badge>}
        />
        <NodeList nodes={featured} onSelect={onSelect} ranked />
      </Panel>
      <Panel aria-labelledby="graph-for-you">
        <SectionHeader
          title="For You"
          titleId="graph-for-you"
          actions={<Badge variant="secondary">Personalized</Badge>}
        />
        <p className="-mt-2 text-xs text-zinc-500 dark:text-zinc-400">
          {personalized
            ? "Close to the models and datasets you looked at (kept in this browser only)."
            : "Language and vision repos; look at models or datasets to personalise this list."}
        </p>
        <NodeList nodes={forYou} onSelect={onSelect} />
      </Panel>
      <Panel aria-labelledby="graph-topics">
        <SectionHeader title="Trending Topics" titleId="graph-topics" />
        {topics.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">n/a</p>
        ) : (
          <ol className="flex flex-col gap-1.5">
            {topics.map((topic) => (
              <li key={topic.topic} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-zinc-900 dark:text-zinc-100">
                  #{topic.topic}
                </span>
                <span className="text-xs text-zinc-500 dark:text-zinc-400">
                  {topic.count} {topic.count === 1 ? "model" : "models"}
                </span>
                {topic.trend ? (
                  <Badge variant={TREND_VARIANTS[topic.trend]}>{TREND_LABELS[topic.trend]}</Badge>
                ) : (
                  <Badge variant="outline">n/a</Badge>
                )}
              </li>
            ))}
          </ol>
        )}
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Trend: models updated in the 30 days
          {topicsAsOf ? ` to ${formatDate(topicsAsOf)}` : ""} against the 30 days before.
        </p>
      </Panel>
    </div>
  );
}
