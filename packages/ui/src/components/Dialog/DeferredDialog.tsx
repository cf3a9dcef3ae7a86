import { type ReactNode, Suspense, useState } from "react";
import { Spinner } from "../Spinner/Spinner";

/** The scrim and a spinner shown while a dialog's code loads. */
export function DialogLoading() {
  return (
    <div
      data-slot="dialog-loading"
      className="fixed inset-0 z-50 flex items-center justify-center bg-zinc-950/70"
    >
      <Spinner size="lg" label="Loading" className="text-white" />
    </div>
  );
}

/**
 * Holds a dialog whose code loads when it is first opened (a `React.lazy` one), not with the page:
 * nothing while it was never open, the scrim and a spinner while its chunk loads, then the dialog, kept
 * mounted from then on (so it animates its closing and its next opening is instant).
 */
export function DeferredDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={open && <DialogLoading />}>{children}</Suspense>;
}
