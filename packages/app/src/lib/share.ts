/** What sharing did: the share sheet opened, the link was copied instead, or neither worked. */
export type ShareOutcome = "shared" | "copied" | "failed";

type ShareNavigator = Pick<Navigator, "share" | "clipboard">;

/**
 * Shares a link with the browser's share sheet; where there is none (desktop Chromium on Linux, Firefox),
 * copies the link instead, so the caller can say "Link copied". Closing the sheet is not a failure. Never throws.
 */
export async function shareLink(
  data: { url: string; title?: string; text?: string },
  nav: ShareNavigator | undefined = typeof navigator === "undefined" ? undefined : navigator,
): Promise<ShareOutcome> {
  if (typeof nav?.share === "function") {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if ((error as { name?: string } | null)?.name === "AbortError") return "shared";
      // A refused share (e.g. NotAllowedError) falls back to the copy.
    }
  }
  try {
    if (!nav?.clipboard?.writeText) return "failed";
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}
