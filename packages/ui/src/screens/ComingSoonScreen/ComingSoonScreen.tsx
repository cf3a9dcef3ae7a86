import { Hourglass } from "lucide-react";
import { cn } from "../../lib/cn";

export type ComingSoonScreenProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** Name of the page, e.g. "Explore". */
  title: string;
};

/** The spec's placeholder page (/explore, /community): the page name and "Coming soon...". */
export function ComingSoonScreen({ title, className, children, ...props }: ComingSoonScreenProps) {
  return (
    <section
      data-slot="coming-soon-screen"
      className={cn(
        "mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col items-center justify-center gap-4 px-4 py-16 text-center",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20"
      >
        <Hourglass className="size-7" />
      </span>
      <h1 className="font-semibold text-3xl text-zinc-900 tracking-tight dark:text-white">{title}</h1>
      <p className="text-lg text-zinc-600 dark:text-zinc-400">Coming soon...</p>
      {children}
    </section>
  );
}
