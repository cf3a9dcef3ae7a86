import { cn } from "../../lib/cn";

export type LogoMarkProps = React.ComponentProps<"svg">;

/** The Hiber mark: a graph of three nodes on an indigo tile. Decorative unless given a `<title>` or label. */
export function LogoMark({ className, ...props }: LogoMarkProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
      data-slot="logo-mark"
      className={cn("size-8 shrink-0", className)}
      {...props}
    >
      <rect width="32" height="32" rx="9" className="fill-indigo-600 dark:fill-indigo-500" />
      <path
        d="M10.5 9v14M21.5 9v14M10.5 16h11"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle
        cx="16"
        cy="16"
        r="3.25"
        fill="white"
        className="stroke-indigo-600 dark:stroke-indigo-500"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export type LogoProps = React.ComponentProps<"span"> & {
  /** Classes of the wordmark, e.g. `max-sm:sr-only` to keep only the mark on a phone (still named "Hiber"). */
  wordmarkClassName?: string;
};

/** The mark followed by the wordmark "Hiber". */
export function Logo({ className, wordmarkClassName, ...props }: LogoProps) {
  return (
    <span data-slot="logo" className={cn("inline-flex items-center gap-2", className)} {...props}>
      <LogoMark />
      <span
        className={cn(
          "font-semibold text-lg text-zinc-900 tracking-tight dark:text-white",
          wordmarkClassName,
        )}
      >
        Hiber
      </span>
    </span>
  );
}
