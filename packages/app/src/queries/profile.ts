import { formatUsdc } from "@hiber/hub-sdk/money";
import type { ProfilePayments } from "@hiber/ui";
import { queryOptions } from "@tanstack/react-query";

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
