import { House } from "lucide-react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { cn } from "../../lib/cn";

export type NotFoundScreenProps = React.ComponentProps<"section"> & {
  /** The path that matched no route, shown to the user. */
  path?: string;
  /** Where the "home" link leads. */
  homeHref?: string;
  /** Text of the home link. */
  homeLabel?: string;
};

/** The 404 page: what was not found, and a way back home. */
export function NotFoundScreen({
  path,
  homeHref = "/",
  homeLabel = "Back to home",
  className,
  children,
  ...props
}: NotFoundScreenProps) {
  return (
    <section
      data-slot="not-found-screen"
      className={cn(
        "mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col items-center justify-center gap-5 px-4 py-16 text-center",
        className,
      )}
      {...props}
    >
      <p
        aria-hidden="true"
        className="bg-linear-to-br from-indigo-500 to-violet-500 bg-clip-text font-bold text-7xl text-transparent tracking-tight sm:text-8xl dark:from-indigo-300 dark:to-violet-300"
      >
        404
      </p>
      <h1 className="font-semibold text-2xl text-zinc-900 tracking-tight sm:text-3xl dark:text-white">
        <span className="sr-only">404: </span>Page not found
      </h1>
      <p className="max-w-md text-zinc-600 dark:text-zinc-400">
        {path ? (
          <>
            Nothing lives at{" "}
            <code className="break-all rounded-md bg-zinc-100 px-1.5 py-0.5 font-mono text-sm text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
              {path}
            </code>
            . It may have moved, or the address may be mistyped.
          </>
        ) : (
          "The page you are looking for does not exist. It may have moved, or the address may be mistyped."
        )}
      </p>
      {children}
      <Button asChild>
        <Link href={homeHref}>
          <House aria-hidden="true" />
          {homeLabel}
        </Link>
      </Button>
    </section>
  );
}
