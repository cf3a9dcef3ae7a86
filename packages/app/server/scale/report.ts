/** The figures of a load run (load.ts): what was asked, answered and refused, by kind and by instance. */
import type { Instance } from "./cluster.ts";
import type { Load, OperationKind } from "./load.ts";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export interface Summary {
  seconds: number;
  operations: number;
  perSecond: number;
  byKind: Record<
    string,
    { requests: number; ok: number; p50: number; p95: number; errors: Record<string, number> }
  >;
  byInstance: Record<string, number>;
  paid: { attempts: number; answered: number };
  text: string;
}

/** Sums up `load`; `marks` are the moments printed beside the figures (ms since the epoch). */
export function summarize(load: Load, instances: Instance[], marks: Record<string, number>): Summary {
  const outcomes = load.outcomes;
  const first = Math.min(...outcomes.map((outcome) => outcome.startedAt));
  const last = Math.max(...outcomes.map((outcome) => outcome.startedAt + outcome.ms));
  const seconds = (last - first) / 1000;
  const byKind: Summary["byKind"] = {};
  for (const kind of ["store", "feed", "paid", "vote", "comment"] as OperationKind[]) {
    const mine = outcomes.filter((outcome) => outcome.kind === kind);
    const ok = mine.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
    const times = ok.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const errors: Record<string, number> = {};
    for (const outcome of mine)
      if (!(outcome.status >= 200 && outcome.status < 300)) {
        const key = `${outcome.status} ${outcome.code ?? ""}`.trim();
        errors[key] = (errors[key] ?? 0) + 1;
      }
    byKind[kind] = {
      requests: mine.length,
      ok: ok.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      errors,
    };
  }
  const byInstance = Object.fromEntries(
    instances.map((instance) => [
      instance.name,
      outcomes.filter((outcome) => outcome.servedBy === instance.name).length,
    ]),
  );
  const paid = {
    attempts: load.paid.length,
    answered: load.paid.filter((attempt) => attempt.answered).length,
  };
  const lines = [
    `${outcomes.length} requests in ${seconds.toFixed(1)} s (${(outcomes.length / seconds).toFixed(1)}/s) through HAProxy to ${instances.length} instances`,
    `served by: ${Object.entries(byInstance)
      .map(([name, count]) => `${name} ${count}`)
      .join(", ")}`,
    ...Object.entries(byKind).map(
      ([kind, figures]) =>
        `${kind.padEnd(8)} ${String(figures.ok).padStart(5)}/${String(figures.requests).padEnd(5)} ok  p50 ${figures.p50} ms  p95 ${figures.p95} ms  errors ${JSON.stringify(figures.errors)}`,
    ),
    `paid prompts: ${paid.attempts} payments attempted, ${paid.answered} answered and charged once each`,
    ...Object.entries(marks).map(([name, at]) => `${name} at +${((at - first) / 1000).toFixed(1)} s`),
  ];
  return {
    seconds,
    operations: outcomes.length,
    perSecond: outcomes.length / seconds,
    byKind,
    byInstance,
    paid,
    text: lines.join("\n"),
  };
}
