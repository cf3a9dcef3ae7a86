import { useEffect, useEffectEvent, useState } from "react";

/**
 * `value`, but a change shows only `ms` after it was asked for (a newer change restarts the wait): for a
 * timed transition, where what is on screen stays (dimmed) for at least `ms` even when the next thing is
 * ready at once. The first value shows at once. `value` is plain data, compared by its JSON.
 *
 * @returns the value to show, and whether a newer one is waiting.
 */
export function useMinimumDuration<T>(value: T, ms: number): { value: T; pending: boolean } {
  const key = JSON.stringify(value);
  const [shown, setShown] = useState({ key, value });
  const show = useEffectEvent((next: string) => {
    setShown((current) => (current.key === next ? current : { key: next, value }));
  });

  useEffect(() => {
    const timer = setTimeout(() => show(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);

  return shown.key === key ? { value, pending: false } : { value: shown.value, pending: true };
}
