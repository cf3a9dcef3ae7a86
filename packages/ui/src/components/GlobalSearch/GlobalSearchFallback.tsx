import { X } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../Button/Button";
import { ErrorNotice } from "../ErrorNotice/ErrorNotice";
import { Spinner } from "../Spinner/Spinner";

export type GlobalSearchFallbackProps = {
  /** `loading`: the dialog's code is on its way; `failed`: it could not be loaded. */
  state: "loading" | "failed";
  /** Loads it again ("Retry"). */
  onRetry: () => void;
  /** Gives up (the close button, Escape). */
  onClose: () => void;
};

/**
 * What stands in for the global search while its code (the dialog and cmdk, loaded on first use) is not
 * there: a scrim with a spinner, or the failure with Retry and Close. Light on purpose: it ships with the
 * page's shell, so it uses no dialog library (Escape is listened to here).
 */
export function GlobalSearchFallback({ state, onRetry, onClose }: GlobalSearchFallbackProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div
      data-slot="global-search-fallback"
      data-state={state}
      className="fixed inset-0 z-50 flex items-start justify-center bg-zinc-950/70 px-4 pt-4 sm:pt-[12vh]"
    >
      {state === "loading" ? (
        <Spinner size="lg" label="Loading search" className="mt-[20vh] text-white" />
      ) : (
        <div className="flex w-full max-w-xl items-start gap-2 rounded-2xl bg-white p-3 shadow-2xl dark:bg-zinc-900">
          <ErrorNotice
            className="flex-1"
            title="Search couldn't load."
            message="Check your connection and try again."
            onRetry={onRetry}
          />
          <Button variant="ghost" size="icon" aria-label="Close search" onClick={onClose}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
