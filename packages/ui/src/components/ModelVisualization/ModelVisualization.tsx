import { taskInfo } from "@hiber/hub-sdk/tasks";
import { BrainCircuit } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { visualizationLayout } from "./visualization-layout";

// three.js and @react-three/fiber are in this chunk only: no route loads them before the view is on screen.
const ModelScene = /* @__PURE__ */ lazy(() => import("./ModelScene"));

/** The accent of the task (spec part 2 §9) as the scene's colour. */
const ACCENT_COLOURS = {
  indigo: "#6366f1",
  sky: "#0ea5e9",
  purple: "#a855f7",
  pink: "#ec4899",
  blue: "#3b82f6",
} as const;

/** Whether this browser can make a WebGL context (spec part 1 §8 "WebGL unavailable"). */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

class SceneBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The static stand-in of the 3D view: an icon labelled "Neural visualization" (spec part 1 §2, §8). */
export function NeuralVisualizationIcon({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="Neural visualization"
      data-slot="model-visualization-fallback"
      className={cn(
        "flex size-full items-center justify-center rounded-xl bg-indigo-50 text-indigo-500 dark:bg-indigo-950/50 dark:text-indigo-300",
        className,
      )}
    >
      <BrainCircuit aria-hidden="true" className="size-1/3 max-h-16 max-w-16" />
    </div>
  );
}

export type ModelVisualizationProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The model's pipeline tag: decides the shape (spec part 1 §9). */
  task?: string;
  /** The model's name: seeds the scene, so it is the same on every visit. */
  name: string;
  /** Turn slowly while on screen (default); false draws one still frame (stories, snapshots). */
  animate?: boolean;
  /** Where the camera stands; it looks at the origin. */
  camera?: readonly [number, number, number];
  /** Force the static icon (stories); otherwise shown only when WebGL is missing or fails. */
  fallback?: boolean;
};

type SceneState = "waiting" | "loading" | "ready" | "fallback";

/**
 * A decorative 3D view of a model (spec part 1 §2 Visualisation): its task's shape, seeded by its name, in
 * the task's accent. The scene's code (three.js) loads when the view first comes on screen; it stops
 * drawing when off screen and stays still when the user prefers reduced motion. Without WebGL, or when
 * creating the scene fails, it shows the static "Neural visualization" icon.
 */
export function ModelVisualization({
  task,
  name,
  animate = true,
  camera = [0, 0.6, 6.5],
  fallback = false,
  className,
  ...props
}: ModelVisualizationProps) {
  const box = useRef<HTMLDivElement>(null);
  const [webgl, setWebgl] = useState<boolean | null>(null);
  const [onScreen, setOnScreen] = useState(false);
  const [seen, setSeen] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [created, setCreated] = useState(false);
  const info = taskInfo(task);
  const layout = useMemo(() => visualizationLayout(info.shape, name), [info.shape, name]);

  useEffect(() => {
    setWebgl(webglAvailable());
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query) return;
    setReducedMotion(query.matches);
    const changed = () => setReducedMotion(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setOnScreen(true);
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false;
      setOnScreen(visible);
      if (visible) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const icon = <NeuralVisualizationIcon />;
  const useIcon = fallback || webgl === false;
  const state: SceneState = useIcon
    ? "fallback"
    : !seen || webgl === null
      ? "waiting"
      : created
        ? "ready"
        : "loading";
  const frameloop = !onScreen ? "never" : animate && !reducedMotion ? "always" : "demand";

  return (
    <div
      ref={box}
      data-slot="model-visualization"
      data-shape={info.shape}
      data-state={state}
      data-frameloop={state === "ready" || state === "loading" ? frameloop : undefined}
      className={cn("relative aspect-square w-full overflow-hidden rounded-xl", className)}
      {...props}
    >
      {useIcon
        ? icon
        : seen &&
          webgl && (
            <SceneBoundary fallback={icon}>
              <Suspense fallback={null}>
                <div role="img" aria-label={`3D view of ${name}`} className="size-full">
                  <ModelScene
                    layout={layout}
                    color={ACCENT_COLOURS[info.accent]}
                    frameloop={frameloop}
                    camera={camera}
                    onCreated={() => setCreated(true)}
                  />
                </div>
              </Suspense>
            </SceneBoundary>
          )}
    </div>
  );
}
