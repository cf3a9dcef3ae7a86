/**
 * A page the server answered with a prerendered shell (server/route-shells.ts) paints from its inline
 * critical CSS; the whole stylesheet comes as `<link rel="stylesheet" media="print" data-deferred-stylesheet>`,
 * which the first paint does not wait for. The app applies it before it replaces the shell, so nothing it
 * renders is ever without its styles.
 */

/** The attribute that marks such a stylesheet (the server writes it). */
export const DEFERRED_STYLESHEET = "data-deferred-stylesheet";

/** Applies the page's deferred stylesheets; resolves once each has loaded (or failed: the app goes on). */
export function applyDeferredStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET}]`)];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          });
      link.media = "all";
      return loaded;
    }),
  ).then(() => undefined);
}
