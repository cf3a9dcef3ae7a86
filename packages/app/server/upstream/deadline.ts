/**
 * A time limit held by a timer we keep a reference to. `AbortSignal.timeout()` combined with
 * `AbortSignal.any()` can be garbage-collected on Node 20 and then never fires (issue 14); here the timer
 * holds the controller, and the caller holds the deadline until it calls `clear()`.
 */

export interface Deadline {
  /** Aborted when the time is up (reason: a `TimeoutError` DOMException) or when `parent` aborts. */
  readonly signal: AbortSignal;
  /** Whether the time ran out (rather than the parent aborting). */
  readonly expired: boolean;
  /** Stops the timer and lets go of the parent; call it once the work is done. */
  clear(): void;
}

/** Starts a deadline of `timeoutMs`, also aborted by `parent` (e.g. the client's disconnect). */
export function startDeadline(timeoutMs: number, parent?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const onParentAbort = () => controller.abort(parent?.reason);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, "TimeoutError"));
  }, timeoutMs);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener("abort", onParentAbort, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParentAbort);
    },
  };
}
