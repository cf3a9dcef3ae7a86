import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

/** Height (px) of one row of the grid; an item spans as many as its height needs. */
const ROW_UNIT = 4;
/** Vertical gap (px) under each item (the grid's rows have none, so spans stay exact). */
const ROW_GAP = 20;

/**
 * Columns by the window's width (spec §2.6): 1 below 600 px, 2 from 600, 3 from 900, 4 from 1200.
 * The viewport, not the container, so the thresholds read as the spec gives them.
 */
export const masonryColumnsClass =
  "grid-cols-1 min-[600px]:grid-cols-2 min-[900px]:grid-cols-3 min-[1200px]:grid-cols-4";

export type MasonryProps<T> = Omit<React.ComponentProps<"ul">, "children"> & {
  /** The items, in reading order. */
  items: readonly T[];
  /** A stable key of an item (its id). */
  getItemKey: (item: T, index: number) => string;
  /** The card of an item. */
  renderItem: (item: T, index: number) => ReactNode;
  /**
   * An empty spacer card follows every `spacerEvery`-th item (after index 3, 7, … by default, spec §2.6);
   * `0` for none.
   */
  spacerEvery?: number;
};

/**
 * Cards of different heights in 1 to 4 columns ({@link masonryColumnsClass}), packed without row gaps.
 * The items stay in the DOM in their order (a CSS grid whose items span rows by their measured height),
 * so reading and Tab order follow the list, left to right, top to bottom; only the packing is visual.
 * Each spacer is decorative (`aria-hidden`).
 */
export function Masonry<T>({
  items,
  getItemKey,
  renderItem,
  spacerEvery = 4,
  className,
  ...props
}: MasonryProps<T>) {
  return (
    <ul
      data-slot="masonry"
      className={cn("grid items-start gap-x-5", masonryColumnsClass, className)}
      style={{ gridAutoRows: `${ROW_UNIT}px` }}
      {...props}
    >
      {items.map((item, index) => {
        const key = getItemKey(item, index);
        const spacer = spacerEvery > 0 && index % spacerEvery === spacerEvery - 1;
        return (
          <Fragment key={key}>
            <MasonryItem data-slot="masonry-item">{renderItem(item, index)}</MasonryItem>
            {spacer && (
              <MasonryItem data-slot="masonry-spacer" aria-hidden="true">
                <div className="h-24 rounded-xl border border-zinc-200 border-dashed bg-zinc-50/60 dark:border-zinc-800 dark:bg-zinc-900/40" />
              </MasonryItem>
            )}
          </Fragment>
        );
      })}
    </ul>
  );
}

/** A cell that spans the rows its content needs (measured, and again whenever its size changes). */
function MasonryItem({ children, style, ...props }: React.ComponentProps<"li">) {
  const ref = useRef<HTMLDivElement>(null);
  const [span, setSpan] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const height = element.getBoundingClientRect().height;
      setSpan(height > 0 ? Math.ceil((height + ROW_GAP) / ROW_UNIT) : undefined);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <li className="min-w-0" style={{ gridRowEnd: span ? `span ${span}` : undefined, ...style }} {...props}>
      <div ref={ref}>{children}</div>
    </li>
  );
}
