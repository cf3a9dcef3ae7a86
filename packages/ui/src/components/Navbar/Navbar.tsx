import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useScrolledPast } from "../../hooks/useScrolledPast";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { Logo } from "../Logo/Logo";

/** One entry of the navigation bar. */
export interface NavLink {
  label: string;
  /** In-app path, e.g. `/store`. */
  href: string;
}

/** Scroll distance (px) after which the bar shows its bottom border (spec §9). */
export const NAVBAR_SCROLL_THRESHOLD = 10;

/**
 * Whether a link is the active one: an exact match for `/`, a path-segment prefix match otherwise
 * (`/store` is active on `/store` and `/store/compare`, not on `/storefront`).
 */
export function isActivePath(href: string, currentPath: string): boolean {
  if (href === "/") return currentPath === "/";
  const base = href.endsWith("/") ? href.slice(0, -1) : href;
  return currentPath === base || currentPath.startsWith(`${base}/`);
}

export type NavbarProps = React.ComponentProps<"header"> & {
  /** The main links, in order. */
  links: NavLink[];
  /** The current location's path; picks the active link and closes the mobile menu when it changes. */
  currentPath: string;
  /** Right-hand slot, e.g. the wallet button and the theme toggle. */
  actions?: ReactNode;
  /** Where the logo links to. */
  homeHref?: string;
};

const linkClasses = /* @__PURE__ */ cn(
  "rounded-lg font-medium text-sm outline-none transition-colors",
  "focus-visible:ring-2 focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400",
);

function linkStateClasses(active: boolean): string {
  return active
    ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200"
    : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white";
}

/**
 * The fixed top bar (h-14): logo and wordmark, the main links, and an actions slot. It gains a bottom
 * border once the page is scrolled more than 10 px. Below `md` the links move into a menu that closes
 * on Escape, on a link click and whenever `currentPath` changes.
 */
export function Navbar({ links, currentPath, actions, homeHref = "/", className, ...props }: NavbarProps) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(currentPath);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the menu on every route change (adjusting state during render, not in an effect).
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-slot="navbar"
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-14 border-b backdrop-blur-md transition-[border-color,background-color,box-shadow] duration-200",
        "bg-white/85 supports-[backdrop-filter]:bg-white/75 dark:bg-zinc-950/85 dark:supports-[backdrop-filter]:bg-zinc-950/75",
        scrolled
          ? "border-zinc-200 shadow-xs dark:border-zinc-800"
          : "border-transparent dark:border-transparent",
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-8">
        <Link
          href={homeHref}
          data-slot="navbar-home"
          className="-m-1 flex items-center rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:focus-visible:ring-indigo-400"
        >
          {/* On a phone the mark alone: the wordmark's width goes to the actions and the menu button. */}
          <Logo wordmarkClassName="max-sm:sr-only" />
        </Link>

        <nav aria-label="Main" data-slot="navbar-links" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const active = isActivePath(link.href, currentPath);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    data-state={active ? "active" : "inactive"}
                    className={cn(linkClasses, "px-3 py-2", linkStateClasses(active))}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div data-slot="navbar-actions" className="ml-auto flex items-center gap-2">
          {actions}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            data-slot="navbar-menu-toggle"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div
        id={menuId}
        hidden={!menuOpen}
        data-slot="navbar-menu"
        data-state={menuOpen ? "open" : "closed"}
        className="absolute inset-x-0 top-14 max-h-80 overflow-y-auto border-zinc-200 border-b bg-white shadow-lg md:hidden dark:border-zinc-800 dark:bg-zinc-950"
      >
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1 p-3">
            {links.map((link) => {
              const active = isActivePath(link.href, currentPath);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={active ? "page" : undefined}
                    data-state={active ? "active" : "inactive"}
                    className={cn(linkClasses, "block px-3 py-2.5 text-base", linkStateClasses(active))}
                    onClick={() => setMenuOpen(false)}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
