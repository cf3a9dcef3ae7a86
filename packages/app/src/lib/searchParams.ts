import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router-dom";

/** A positive integer from the URL, or the fallback. */
export function readInt(
  params: URLSearchParams,
  key: string,
  fallback: number,
  allowed?: readonly number[],
): number {
  const value = Number(params.get(key));
  if (!Number.isInteger(value) || value < 1) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
}

/**
 * Screen state in the URL (so a link or a reload shows the same page): `update({page: 2, search: undefined})`
 * sets or removes keys; values equal to their default are removed to keep URLs short.
 */
export function useUrlState(defaults: Record<string, string | number | undefined> = {}) {
  const [params, setParams] = useSearchParams();
  // The latest defaults, without making `update` change identity on every render.
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const update = useCallback(
    (changes: Record<string, string | number | undefined>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (
              value === undefined ||
              value === "" ||
              String(value) === String(defaultsRef.current[key] ?? "")
            )
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}
