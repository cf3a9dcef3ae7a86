import type { ReactNode } from "react";
import { ScrollToTopButton } from "../../components/ScrollToTopButton/ScrollToTopButton";
import { cn } from "../../lib/cn";

export type AppLayoutProps = React.ComponentProps<"div"> & {
  /** The fixed top bar, usually a `<Navbar>`. */
  navbar?: ReactNode;
  /** The page footer, usually a `<Footer>`. */
  footer?: ReactNode;
  /** Show the floating scroll-to-top button (default true). */
  scrollToTop?: boolean;
  /** Id of the `<main>` element, the target of the "Skip to content" link. */
  mainId?: string;
};

/**
 * The shell around every route: a "Skip to content" link, the fixed navbar, the page in `<main>`
 * (padded below the 3.5rem bar), the footer, and the scroll-to-top button.
 */
export function AppLayout({
  navbar,
  footer,
  scrollToTop = true,
  mainId = "main",
  className,
  children,
  ...props
}: AppLayoutProps) {
  return (
    <div data-slot="app-layout" className={cn("flex min-h-dvh flex-col", className)} {...props}>
      <a
        href={`#${mainId}`}
        className="sr-only z-50 rounded-lg bg-indigo-600 font-medium text-sm text-white shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:outline-none focus:ring-2 focus:ring-indigo-300"
      >
        Skip to content
      </a>
      {navbar}
      <main id={mainId} tabIndex={-1} className="flex flex-1 flex-col pt-14 outline-none">
        {children}
      </main>
      {footer}
      {scrollToTop && <ScrollToTopButton />}
    </div>
  );
}
