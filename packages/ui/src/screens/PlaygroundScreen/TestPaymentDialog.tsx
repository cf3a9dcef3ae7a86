import { Button } from "../../components/Button/Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/Dialog/Dialog";

/** The reply of "Test Payment" (`POST /api/inference`), shown in a dialog instead of an alert. */
export interface PlaygroundTestPayment {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `loading` while the request runs, `success` when the server answered (any status), `error` when it did not. */
  status: "loading" | "success" | "error";
  /** The HTTP status of the reply, e.g. 402. */
  httpStatus?: number;
  /** The reply's body (pretty-printed JSON or text). */
  body?: string;
  /** What went wrong (`error`). */
  error?: string;
}

function describe({ status, error, httpStatus }: PlaygroundTestPayment): string {
  if (status === "loading") return "Sending a test request to /api/inference…";
  if (status === "error") return error ?? "Request failed.";
  const paymentRequired = httpStatus === 402 ? " Payment Required: the endpoint asks for a payment." : ".";
  return `/api/inference answered ${httpStatus ?? "n/a"}${paymentRequired}`;
}

/** "Test Payment"'s dialog: what `/api/inference` answered (its status and body), or why it did not. */
export function TestPaymentDialog({ testPayment }: { testPayment: PlaygroundTestPayment }) {
  return (
    <Dialog open={testPayment.open} onOpenChange={testPayment.onOpenChange}>
      <DialogContent data-slot="playground-test-payment-dialog">
        <DialogHeader>
          <DialogTitle>Test Payment</DialogTitle>
          <DialogDescription>{describe(testPayment)}</DialogDescription>
        </DialogHeader>
        {testPayment.status === "success" && testPayment.body !== undefined && (
          <pre
            data-slot="playground-test-payment-body"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="max-h-80 overflow-auto rounded-lg bg-zinc-50 p-3 font-mono text-xs text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-zinc-950 dark:text-zinc-100"
          >
            {testPayment.body}
          </pre>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
