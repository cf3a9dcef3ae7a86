import { ExternalLink } from "lucide-react";
import { cn } from "../../lib/cn";
import { Link } from "../Link/Link";

/** Whether one upstream (hub, datasets server, tweets, router, chain) is emulated or live. */
export interface UpstreamStatus {
  /** Short name of the upstream, e.g. `hub`. */
  label: string;
  emulated: boolean;
}

export type FooterProps = React.ComponentProps<"footer"> & {
  /** One badge per upstream, e.g. "hub: emulated". Omitted while unknown. */
  status?: UpstreamStatus[];
  /** The model hub the catalogue comes from. */
  hubUrl?: string;
  /** Name of the hub, used in the link text. */
  hubName?: string;
};

/** The page footer: copyright, a link to the hub, and badges saying which upstreams are emulated. */
export function Footer({
  status,
  hubUrl = "https://huggingface.co",
  hubName = "Hugging Face Hub",
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn(
        "border-zinc-200 border-t bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/40",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-zinc-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 dark:text-zinc-400">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p>© Hiber</p>
          <p>
            Models and datasets from the{" "}
            <Link
              href={hubUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 rounded font-medium text-zinc-900 underline decoration-zinc-300 underline-offset-4 outline-none hover:decoration-zinc-900 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-100 dark:decoration-zinc-600 dark:hover:decoration-zinc-100"
            >
              {hubName}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          </p>
        </div>
        {status && status.length > 0 && (
          <ul aria-label="Upstream services" data-slot="footer-status" className="flex flex-wrap gap-2">
            {status.map((upstream) => (
              <li
                key={upstream.label}
                data-state={upstream.emulated ? "emulated" : "live"}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium text-xs",
                  upstream.emulated
                    ? "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
                    : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "size-1.5 rounded-full",
                    upstream.emulated ? "bg-amber-500" : "bg-emerald-500",
                  )}
                />
                {upstream.label}: {upstream.emulated ? "emulated" : "live"}
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
