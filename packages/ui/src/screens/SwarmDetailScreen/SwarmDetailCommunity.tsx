import { FlaskConical } from "lucide-react";
import { useId } from "react";
import {
  BreakableName,
  DataTable,
  DataTableCell,
  DataTableHeaderCell,
  DataTableRow,
} from "../../components/DataTable/DataTable";
import { ErrorNotice } from "../../components/ErrorNotice/ErrorNotice";
import { Link } from "../../components/Link/Link";
import { SectionHeader } from "../../components/SectionHeader/SectionHeader";
import { Skeleton } from "../../components/Skeleton/Skeleton";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format";
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
      <SectionHeader size="lg" title="The agents on the hub" titleId={titleId} />
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
        <ErrorNotice
          layout="stacked"
          message={error ?? "Failed to fetch the agents' figures"}
          onRetry={onRetry}
          retryLabel="Try Again"
        />
      )}
      {status === "success" && (
        <div className="overflow-x-auto">
          <DataTable>
            <thead className="text-zinc-600 dark:text-zinc-400">
              <tr>
                <DataTableHeaderCell className="pr-4">Agent</DataTableHeaderCell>
                <DataTableHeaderCell className="pr-4">Task</DataTableHeaderCell>
                <DataTableHeaderCell align="end" className="pr-4">
                  Likes
                </DataTableHeaderCell>
                <DataTableHeaderCell align="end">Downloads</DataTableHeaderCell>
              </tr>
            </thead>
            <tbody className="text-zinc-900 dark:text-zinc-100">
              {figures.map((row) => (
                <DataTableRow key={row.model}>
                  {/* Long ids wrap after their "/" and "-", never mid-word (a 390 px screen). */}
                  <DataTableHeaderCell scope="row" className="pr-4">
                    {row.href ? (
                      <Link href={row.href} className="text-indigo-700 hover:underline dark:text-indigo-300">
                        <BreakableName name={row.model} />
                      </Link>
                    ) : (
                      <BreakableName name={row.model} />
                    )}
                  </DataTableHeaderCell>
                  <DataTableCell className="pr-4">{row.task ?? "n/a"}</DataTableCell>
                  <DataTableCell align="end" className="pr-4">
                    {figure(row.likes, locale)}
                  </DataTableCell>
                  <DataTableCell align="end">{figure(row.downloads, locale)}</DataTableCell>
                </DataTableRow>
              ))}
            </tbody>
          </DataTable>
        </div>
      )}
    </section>
  );
}
