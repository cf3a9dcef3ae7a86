import { useEffect } from "react";
import { deferredComponent, standInTriggerProps, useDeferredComponent } from "../../lib/deferred-component";
import type { ThemeToggleProps } from "./ThemeToggle";
import { ThemeToggleButton } from "./ThemeToggleButton";

const themeMenu = /* @__PURE__ */ deferredComponent(() =>
  import("./ThemeToggle").then((module) => module.ThemeToggle),
);

function LazyThemeToggleView({ defaultMenuOpen, ...props }: ThemeToggleProps) {
  const { Component, request, wantsOpen, standInRef, componentRef } = useDeferredComponent(themeMenu);
  useEffect(() => {
    if (defaultMenuOpen) request(true);
  }, [defaultMenuOpen, request]);
  if (Component)
    return <Component {...props} ref={componentRef} defaultMenuOpen={defaultMenuOpen || wantsOpen} />;
  const { onThemeChange: _onThemeChange, ...buttonProps } = props;
  return <ThemeToggleButton {...buttonProps} ref={standInRef} {...standInTriggerProps(request)} />;
}

// One expression marked pure (no `.preload =` statement): a bundler drops it when it is not imported.
/**
 * `ThemeToggle` whose menu (Radix's dropdown) loads when the button is first pointed at, focused or
 * pressed, not with the page: until then the same button stands in, and a press made meanwhile opens the
 * menu once it is there.
 */
export const LazyThemeToggle = /* @__PURE__ */ Object.assign(LazyThemeToggleView, {
  /** Loads the menu's code now (a story, or a page that knows the menu is next). */
  preload: (): Promise<void> => themeMenu.load().then(() => undefined),
});
