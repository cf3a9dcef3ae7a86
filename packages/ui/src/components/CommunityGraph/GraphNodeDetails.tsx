import { cn } from "../../lib/cn";
import { formatCompact, formatNumber } from "../../lib/format";
import { Badge } from "../Badge";
import { Button, buttonVariants } from "../Button";
import type { GraphNode } from "./types";

const TYPE_LABELS = { model: "Model", dataset: "Dataset", user: "Contributor" } as const;

export interface GraphNodeDetailsProps extends React.ComponentProps<"aside"> {
  node: GraphNode;
  onStartDiscussion: () => void;
  onClose: () => void;
}

/** The selected node (spec part 2 §2.12): type, description, tags, downloads, likes and its actions. */
export function GraphNodeDetails({
  node,
  onStartDiscussion,
  onClose,
  className,
  ...props
}: GraphNodeDetailsProps) {
  const tags = node.tags.filter((tag) => !tag.includes(":")).slice(0, 12);
  return (
    <aside
      aria-labelledby="graph-node-title"
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-lg dark:border-zinc-800 dark:bg-zinc-900",
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Badge variant="secondary" className="w-fit">
            {TYPE_LABELS[node.type]}
          </Badge>
          <h3 id="graph-node-title" className="break-all font-semibold text-zinc-900 dark:text-white">
            {node.label}
          </h3>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close details">
          ✕
        </Button>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{node.description || "n/a"}</p>
      <div>
        <h4 className="mb-1 font-medium text-xs text-zinc-500 uppercase dark:text-zinc-400">Tags</h4>
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">n/a</p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-zinc-500 dark:text-zinc-400">Downloads</dt>
          {/* In the unit it reaches (72.4M, not the spec's "72,376.8K"), the exact count on hover. */}
          <dd
            className="font-semibold text-zinc-900 dark:text-white"
            title={node.downloads === undefined ? undefined : formatNumber(node.downloads)}
          >
            {node.downloads === undefined ? "n/a" : formatCompact(node.downloads)}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-500 dark:text-zinc-400">Likes</dt>
          <dd className="font-semibold text-zinc-900 dark:text-white">
            {node.likes === undefined ? "n/a" : formatNumber(node.likes)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {node.type !== "user" && (
          <Button variant="primary" size="sm" onClick={onStartDiscussion}>
            Start Discussion
          </Button>
        )}
        {node.url && (
          <a
            href={node.url}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            View Details
          </a>
        )}
      </div>
    </aside>
  );
}
