/**
 * Readers shared by the hub's model and dataset mappers: each takes an untrusted wire value and returns the
 * typed value, or undefined when the wire has none (or nonsense), so absent data stays absent.
 */
import type { Gated, RepoFile } from "../types/public";

/** Whether a parsed JSON value looks like a repo row (an object with a string `id`). */
export function hasStringId(value: unknown): value is { id: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { id?: unknown }).id === "string"
  );
}

/** Sets `target[key]` only when `value` is defined, so absent data stays absent (not `key: undefined`). */
export function assign<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: T[K] | undefined,
): void {
  if (value !== undefined) target[key] = value;
}

/** The owner part of `owner/name`. */
export function ownerOf(id: string): string | undefined {
  const slash = id.indexOf("/");
  return slash > 0 ? id.slice(0, slash) : undefined;
}

const LICENSE_PREFIX = "license:";

/** The licence id from a `license:` tag, else from the card data's `license` (a string or a list). */
export function licenseOf(tags: readonly string[], cardData: unknown): string | undefined {
  const tag = tags.find((t) => t.startsWith(LICENSE_PREFIX));
  if (tag !== undefined && tag.length > LICENSE_PREFIX.length) return tag.slice(LICENSE_PREFIX.length);
  const license = record(cardData)?.license;
  if (typeof license === "string" && license !== "") return license;
  if (Array.isArray(license) && typeof license[0] === "string") return license[0];
  return undefined;
}

export function gated(value: unknown): Gated | undefined {
  return value === false || value === "auto" || value === "manual" ? value : undefined;
}

export function date(value: unknown): Date | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function stringArray(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : undefined;
}

export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The repo's files (`siblings`), with sizes when the wire has them (directly or as LFS). */
export function files(siblings: unknown): RepoFile[] | undefined {
  if (!Array.isArray(siblings)) return undefined;
  const result: RepoFile[] = [];
  for (const sibling of siblings) {
    const path = nonEmptyString(record(sibling)?.rfilename);
    if (path === undefined) continue;
    const file: RepoFile = { path };
    const size = finiteNumber(record(sibling)?.size) ?? finiteNumber(record(record(sibling)?.lfs)?.size);
    if (size !== undefined) file.size = size;
    result.push(file);
  }
  return result;
}
