import { useEffect, useRef } from "react";

/** Calls `reset` whenever `value` changes after the first render (a mutation's result belongs to one wallet). */
export function useResetOnChange(value: unknown, reset: () => void): void {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    reset();
  }, [value, reset]);
}
