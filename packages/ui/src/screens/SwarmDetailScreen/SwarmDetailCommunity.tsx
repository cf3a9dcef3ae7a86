import { FlaskConical } from "lucide-react";
import { useId } from "react";
import { Link } from "../../components/Link/Link";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
import { InlineError } from "../InsightsScreen/InlineError";
import type { SwarmAgentHubFigures } from "./types";

export type SwarmDetailCommunityProps = Omit<React.ComponentProps<"section">, "children"> & {
  status: "loading" | "error" | "success";
  error?: string;
  onRetry?: () => void;
  figures: readonly SwarmAgentHubFigures[];
  /** The figures are made up (the embedded hub emulator's). */
  sample?: boolean;
  locale?: string;
};

const figure = (value: number | undefined, locale?: string) =>
  value === undefined ? "n/a" : formatNumber(value, locale);

/** The community around the run's agents: each model's likes and downloads on the hub, as the hub gives them. */
export function SwarmDetailCommunity({
  status,
  error,
  onRetry,
  figures,
  sample = false,
  locale,
  className,
  ...props
}: SwarmDetailCommunityProps) {
  const titleId = useId();
  return (
    <section
      data-slot="swarm-detail-community"
      data-state={status}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <h2 id={titleId} className="m-0 font-semibold text-xl text-zinc-900 dark:text-white">
        The agents on the hub
      </h2>
      <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
        Each agent's likes and downloads (last 30 days) as the model hub reports them; "n/a" where the hub has
        no such model.
      </p>
      {sample && status === "success" && (
        <p className="m-0 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Sample figures: from the embedded hub emulator's catalogue, not the live hub.</span>
        </p>
      )}
      {status === "loading" && (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span role="status" className="sr-only">
            Loading the agents' figures
          </span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
      {status === "error" && (
        <InlineError message={error ?? "Failed to fetch the agents' figures"} onRetry={onRetry} />
      )}
      {status === "success" && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-zinc-600 dark:text-zinc-400">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Agent
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Task
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Likes
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Downloads
                </th>
              </tr>
            </thead>
            <tbody className="text-zinc-900 dark:text-zinc-100">
              {figures.map((row) => (
                <tr key={row.model} className="border-zinc-200 border-t dark:border-zinc-800">
                  <th scope="row" className="break-all py-2 pr-4 font-medium">
                    {row.href ? (
                      <Link href={row.href} className="text-indigo-700 hover:underline dark:text-indigo-300">
                        {row.model}
                      </Link>
                    ) : (
                      row.model
                    )}
                  </th>
                  <td className="py-2 pr-4">{row.task ?? "n/a"}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{figure(row.likes, locale)}</td>
                  <td className="py-2 text-right tabular-nums">{figure(row.downloads, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
