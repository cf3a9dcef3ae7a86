import { formatUsdc } from "@hiber/hub-sdk/money";
import type { ProfileActivityItem, ProfilePayments } from "@hiber/ui";
import { queryOptions } from "@tanstack/react-query";
import type { ActivityItem } from "../lib/profile-activity.ts";

/** The wire shape of `GET /api/profile/{address}/payments` (server/routes/profile.ts). */
interface PaymentsAnswer {
  count: number;
  totalSpent: string;
  receipts: { transaction: string; amount: string; model: string | null; settledAt: string }[];
}

/** A wallet's x402 receipts on this server, newest first, and their total, as the profile lists them. */
export function profilePaymentsQueryOptions(address: string | null) {
  return queryOptions({
    queryKey: ["profile", "payments", address] as const,
    enabled: address !== null,
    queryFn: async ({ signal }): Promise<ProfilePayments> => {
      const response = await fetch(`/api/profile/${encodeURIComponent(address ?? "")}/payments`, { signal });
      if (!response.ok) throw new Error("The payments could not be loaded. Try again in a moment.");
      const answer = (await response.json()) as PaymentsAnswer;
      return {
        count: answer.count,
        total: formatUsdc(BigInt(answer.totalSpent)),
        receipts: answer.receipts.map((receipt) => ({
          signature: receipt.transaction,
          amount: formatUsdc(BigInt(receipt.amount)),
          model: receipt.model ?? "",
          time: new Date(receipt.settledAt),
        })),
      };
    },
  });
}

const VOTE_TEXT: Record<string, string> = {
  a: "Voted for the left answer",
  b: "Voted for the right answer",
  tie: "Voted a tie",
  "both-bad": "Voted both bad",
};

/** One signed action as the Activity tab lists it; a rated comment is a comment and a rating. */
function activityItems(item: ActivityItem): ProfileActivityItem[] {
  const time = new Date(item.createdAt);
  if (item.kind === "vote")
    return [
      {
        id: item.id,
        kind: "vote",
        text: VOTE_TEXT[item.outcome] ?? "Voted",
        subject: item.models.join(" vs "),
        href: item.href,
        time,
      },
    ];
  if (item.kind === "like")
    return [
      { id: item.id, kind: "like", text: `Liked “${item.text}”`, subject: item.model, href: item.href, time },
    ];
  const comment: ProfileActivityItem = {
    id: item.id,
    kind: "comment",
    text: item.text,
    subject: item.model,
    href: item.href,
    time,
  };
  return item.rating === null
    ? [comment]
    : [comment, { ...comment, id: `${item.id}-rating`, kind: "rating", text: `Rated ${item.rating} of 5` }];
}

/** A wallet's signed comments, ratings, likes and arena votes on this server, newest first. */
export function profileActivityQueryOptions(address: string | null) {
  return queryOptions({
    queryKey: ["profile", "activity", address] as const,
    enabled: address !== null,
    queryFn: async ({ signal }): Promise<ProfileActivityItem[]> => {
      const response = await fetch(`/api/profile/${encodeURIComponent(address ?? "")}/activity`, { signal });
      if (!response.ok) throw new Error("The activity could not be loaded. Try again in a moment.");
      const answer = (await response.json()) as { items: ActivityItem[] };
      return answer.items.flatMap(activityItems);
    },
  });
}
