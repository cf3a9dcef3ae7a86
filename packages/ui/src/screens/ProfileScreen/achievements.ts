import type { ProfileActivityItem, ProfileListState, ProfilePaymentsState, ProfileSavedItem } from "./types";

/** One of the profile's achievements (spec part 2 §2.2), earned from the wallet's real records only. */
export interface ProfileAchievement {
  id: string;
  title: string;
  /** How it is earned. */
  description: string;
  earned: boolean;
}

/**
 * The achievements of a wallet, each earned from what it really did here (a signed comment, a rating, an
 * arena vote, a paid prompt, a saved card); undefined while its activity or payments are not loaded, so no
 * count is shown that is not known.
 */
export function profileAchievements(
  activity: ProfileListState<ProfileActivityItem>,
  payments: ProfilePaymentsState,
  saved: readonly ProfileSavedItem[],
): ProfileAchievement[] | undefined {
  if (activity.status !== "success" || payments.status !== "success") return undefined;
  const did = (kind: ProfileActivityItem["kind"]) => activity.items.some((item) => item.kind === kind);
  return [
    {
      id: "comment",
      title: "First comment",
      description: "Signed a comment on a model",
      earned: did("comment"),
    },
    { id: "rating", title: "First rating", description: "Signed a rating of a model", earned: did("rating") },
    {
      id: "vote",
      title: "Arena voter",
      description: "Voted between two answers in the arena",
      earned: did("vote"),
    },
    {
      id: "paid",
      title: "First paid prompt",
      description: "Paid for a prompt with x402",
      earned: payments.count > 0,
    },
    { id: "saved", title: "Collector", description: "Saved a model or dataset", earned: saved.length > 0 },
  ];
}
