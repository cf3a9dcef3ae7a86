import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";

export type SearchToggleProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit"> & {
  /** The active search term (e.g. from the URL); `""` or undefined when no search is active. */
  value?: string;
  /** Called on submit with the trimmed term; never with an empty string. */
  onSearch: (term: string) => void;
  /** Called by "Clear search", and on submitting an empty box while a search is active. */
  onClear: () => void;
  /** Accessible name of the toggle button and the input; "Search models" by default. */
  label?: string;
  /** Placeholder of the input. */
  placeholder?: string;
};

/**
 * A search box that folds into an icon button (spec §4). Collapsed, it is a button named "Search
 * models"; pressing it expands a search form and focuses the input. It starts expanded when a search is
 * active (`value`). It collapses on a pointer press outside it, or on Escape, but only while the box is
 * empty and no search is active. "Clear search" shows while a search is active.
 */
export function SearchToggle({
  value = "",
  onSearch,
  onClear,
  label = "Search models",
  placeholder = "Search models…",
  className,
  ...props
}: SearchToggleProps) {
  const [expanded, setExpanded] = useState(value !== "");
  const [draft, setDraft] = useState(value);
  // Follow the active term when it changes from outside (URL, "Clear search").
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
    if (value !== "") setExpanded(true);
  }

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusOnRender = useRef<"input" | "toggle" | null>(null);
  const inputId = useId();
  const canCollapse = draft.trim() === "" && value === "";

  // Focus moves with the user's action: into the input on expand, back to the button on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each expand or collapse
  useEffect(() => {
    const target = focusOnRender.current;
    focusOnRender.current = null;
    if (target === "input") inputRef.current?.focus();
    if (target === "toggle") toggleRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    if (!expanded || !canCollapse) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [expanded, canCollapse]);

  const expand = () => {
    focusOnRender.current = "input";
    setExpanded(true);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = draft.trim();
    if (term !== "") {
      setDraft(term);
      onSearch(term);
    } else if (value !== "") {
      onClear();
    }
  };

  const clear = () => {
    setDraft("");
    onClear();
    inputRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      data-slot="search-toggle"
      data-state={expanded ? "expanded" : "collapsed"}
      className={cn("flex min-w-0 items-center", expanded && "w-full sm:w-auto", className)}
      {...props}
    >
      {expanded ? (
        <search aria-label={label} className="w-full">
          <form onSubmit={submit} className="flex w-full items-center gap-2">
            <div className="relative min-w-0 flex-1 sm:w-72 sm:flex-none">
              <label htmlFor={inputId} className="sr-only">
                {label}
              </label>
              <Search
                aria-hidden="true"
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-zinc-500 dark:text-zinc-400"
              />
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                value={draft}
                placeholder={placeholder}
                autoComplete="off"
                enterKeyHint="search"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Escape" && canCollapse) {
                    event.preventDefault();
                    focusOnRender.current = "toggle";
                    setExpanded(false);
                  }
                }}
                data-slot="search-toggle-input"
                className={cn(
                  "h-10 w-full rounded-lg border border-zinc-300 bg-white pr-3 pl-9 text-sm text-zinc-900 shadow-xs outline-none transition-[border-color,box-shadow] placeholder:text-zinc-500",
                  "focus-visible:border-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-500/30",
                  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:focus-visible:border-indigo-400",
                  "[&::-webkit-search-cancel-button]:appearance-none",
                )}
              />
            </div>
            <Button type="submit" variant="primary" data-slot="search-toggle-submit">
              Search
            </Button>
            {value !== "" && (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Clear search"
                title="Clear search"
                onClick={clear}
                data-slot="search-toggle-clear"
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </form>
        </search>
      ) : (
        <Button
          ref={toggleRef}
          variant="outline"
          size="icon"
          aria-label={label}
          title={label}
          onClick={expand}
          data-slot="search-toggle-button"
        >
          <Search aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
