import { lazy, Suspense, useEffect, useRef, useState } from "react";

/** The section's code and its request wait until it is this close to the window. */
const NEAR = "200px";

const FeaturedContainer = lazy(() =>
  import("./FeaturedContainer.tsx").then((module) => ({ default: module.FeaturedContainer })),
);

/**
 * Featured AI Models under the store's grid: its code and its list load when it scrolls near once the grid
 * has its first page (`ready`; not under the grid's error or loading state), so the
 * store's first download and first paint stay the grid's. Its height is reserved meanwhile (about the
 * section's own at each width), so nothing under it moves when it arrives.
 */
export function LazyFeaturedSection({ ready }: { ready: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !ready) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ready]);

  return (
    <div ref={ref} data-slot="store-featured" className="mx-auto w-full max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
      <div className="min-h-[104rem] sm:min-h-[57.25rem] lg:min-h-[44.25rem]">
        {near && (
          <Suspense fallback={null}>
            <FeaturedContainer />
          </Suspense>
        )}
      </div>
    </div>
  );
}
