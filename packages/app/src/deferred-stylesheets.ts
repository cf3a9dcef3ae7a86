/**
 * A page the server answered with a prerendered shell (server/route-shells.ts) paints from its inline
 * critical CSS; the whole stylesheet comes as `<link rel="stylesheet" media="print" data-deferred-stylesheet>`,
 * which the first paint does not wait for. The app waits for it to load, then applies it in the commit that
 * replaces the shell, so nothing it renders is ever without its styles, and the page is restyled once (the
 * live app's DOM with the whole stylesheet) rather than twice (the shell with it, then the app).
 */

/** The attribute that marks such a stylesheet (the server writes it). */
export const DEFERRED_STYLESHEET = "data-deferred-stylesheet";

const deferredLinks = () => [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET}]`)];

/** Resolves once each of the page's deferred stylesheets has loaded (or failed: the app goes on). */
export function deferredStylesheetsLoaded(): Promise<void> {
  return Promise.all(
    deferredLinks().map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}

/** Applies the page's deferred stylesheets (their media from `print` to `all`). */
export function applyDeferredStylesheets(): void {
  for (const link of deferredLinks()) link.media = "all";
}
