/**
 * Story parameters for a story that is shot with a Radix menu or listbox open. Radix hides the page
 * behind the popup with `aria-hidden` while focus stays inside the popup (as it does for a dialog); axe
 * accepts that pattern only for an `aria-modal` dialog and reports the hidden trigger, so only that
 * rule is off, only for these stories.
 */
export const openPopupParameters = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
};
