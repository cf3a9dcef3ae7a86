import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The wallet page's cards and inputs. */
export const cardClass =
  "flex min-w-0 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900";
export const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs outline-none transition-colors placeholder:text-zinc-500 focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400";

/** A result under a card's action: success (status) or error (alert). */
export function WalletScreenNotice({
  tone,
  children,
  slot,
}: {
  tone: "success" | "error";
  children: ReactNode;
  slot: string;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-slot={slot}
      data-tone={tone}
      className={cn(
        "flex min-w-0 gap-2 rounded-lg border px-3 py-2.5 text-sm",
        tone === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-200"
          : "border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">{children}</div>
    </div>
  );
}

/** The raw text behind an error (RPC messages, program logs), behind a "Details" disclosure. */
export function WalletScreenNoticeDetail({ detail }: { detail?: string }) {
  if (!detail) return null;
  return (
    <details data-slot="wallet-screen-error-detail" className="text-red-800 dark:text-red-300">
      <summary className="cursor-pointer select-none font-medium">Details</summary>
      <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all font-mono text-xs">
        {detail}
      </pre>
    </details>
  );
}
