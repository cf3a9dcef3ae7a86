import { type ClassValue, clsx } from "clsx";
import { type Config, createTailwindMerge, fromTheme, validators } from "tailwind-merge";
import data from "./tailwind-merge-config.json";

/**
 * tailwind-merge's default configuration cut down to the class groups the sources use
 * (tailwind-merge-config.json, written by scripts/trim-tailwind-merge.ts): a validator is `{"$v": name}`,
 * a theme getter `{"$t": key}`.
 */
function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (typeof value !== "object" || value === null) return value;
  if ("$v" in value) return validators[value.$v as keyof typeof validators];
  if ("$t" in value) return fromTheme<string>(value.$t as string);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
}

/** The trimmed configuration (also read by cn.test.ts, which compares it with the default one). */
export function mergeConfig(): Config<string, string> {
  const { $comment: _, ...config } = data;
  return revive(config) as Config<string, string>;
}

const twMerge = /* @__PURE__ */ createTailwindMerge(mergeConfig);

/** Merges class names; later classes (the consumer's `className`) win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
