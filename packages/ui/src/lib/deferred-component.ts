import { type ComponentType, type RefCallback, useCallback, useRef, useState } from "react";

/**
 * A component whose module loads on demand rather than with the page (a menu the first paint does not
 * need). `load()` starts the import once; a failed import is forgotten, so the next request tries again.
 */
export function deferredComponent<P>(importer: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> => {
    pending ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { load, current: () => loaded };
}

export type DeferredComponent<P> = ReturnType<typeof deferredComponent<P>>;

/**
 * Binds a {@link deferredComponent} to a stand-in of the same look: `Component` is null until the module is
 * in; `request()` starts loading it (`open` also remembers that the user asked for the menu, so it opens
 * once it is there: `wantsOpen`). The stand-in's element is replaced by the component's when it arrives:
 * pass `standInRef` to the stand-in's element and `componentRef` to the component's, and focus moves over.
 */
export function useDeferredComponent<P>(deferred: DeferredComponent<P>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(deferred.current);
  const [wantsOpen, setWantsOpen] = useState(false);
  const hadFocus = useRef(false);
  const request = useCallback(
    (open = false) => {
      if (open) setWantsOpen(true);
      if (deferred.current()) return;
      deferred.load().then(
        (loaded) => setComponent(() => loaded),
        // Not loaded (offline): the stand-in stays; the next request tries again.
        () => setWantsOpen(false),
      );
    },
    [deferred],
  );
  // React 19 ref cleanups run before the element leaves the document: whether it had focus is still known.
  const standInRef: RefCallback<HTMLElement> = useCallback((node) => {
    if (!node) return;
    return () => {
      hadFocus.current = node.ownerDocument.activeElement === node;
    };
  }, []);
  const componentRef: RefCallback<HTMLElement> = useCallback((node) => {
    if (node && hadFocus.current) node.focus();
    hadFocus.current = false;
  }, []);
  return { Component, request, wantsOpen, standInRef, componentRef };
}

/**
 * The handlers that make a stand-in behave as a Radix menu trigger while the menu's code loads: pointing
 * at it or focusing it starts the load; pressing it (primary button, or Enter, Space, ArrowDown) also asks
 * for the menu to open once loaded.
 */
export function standInTriggerProps(request: (open?: boolean) => void) {
  return {
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    onPointerEnter: () => request(),
    onFocus: () => request(),
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) request(true);
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (["Enter", " ", "ArrowDown"].includes(event.key)) {
        event.preventDefault();
        request(true);
      }
    },
  };
}
