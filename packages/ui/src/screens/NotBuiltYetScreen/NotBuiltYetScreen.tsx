import { Construction, Store } from "lucide-react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { cn } from "../../lib/cn";

export type NotBuiltYetScreenProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** Name of the page, e.g. "Feed". */
  title: string;
  /** Where the Store link leads. */
  storeHref?: string;
};

/**
 * Stands in for a route of the product that this build does not have yet (unlike "Coming soon...",
 * which the spec itself shows). Says so plainly and points to the Store.
 */
export function NotBuiltYetScreen({
  title,
  storeHref = "/store",
  className,
  children,
  ...props
}: NotBuiltYetScreenProps) {
  return (
    <section
      data-slot="not-built-yet-screen"
      className={cn(
        "mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 ring-1 ring-amber-100 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-500/20"
      >
        <Construction className="size-7" />
      </span>
      <h1 className="font-semibold text-3xl text-zinc-900 tracking-tight dark:text-white">{title}</h1>
      <p className="max-w-md text-zinc-600 dark:text-zinc-400">
        This page is not built yet. It is part of the plan and will arrive in a later release; in the meantime
        the Store is open.
      </p>
      {children}
      <Button asChild variant="outline">
        <Link href={storeHref}>
          <Store aria-hidden="true" />
          Browse the Store
        </Link>
      </Button>
    </section>
  );
}
