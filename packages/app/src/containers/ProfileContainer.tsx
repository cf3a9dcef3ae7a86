import { type ProfileSavedItem, ProfileScreen, type ProfileScreenProps } from "@hiber/ui";
import { useBalance, useWalletSession } from "@hiber/wallet-kit";
import { useQuery } from "@tanstack/react-query";
import { usePublicConfig } from "../lib/api.ts";
import { setBookmark, useBookmarks } from "../lib/bookmarks.ts";
import { profileActivityQueryOptions, profilePaymentsQueryOptions } from "../queries/profile.ts";
import { explorerTransactionHref } from "./solana-page.ts";

/**
 * /profile (issue 15 item 5): the connected wallet's address, balances (wallet-kit), signed activity
 * (`GET /api/profile/{address}/activity`), x402 receipts (the server's ledger,
 * `GET /api/profile/{address}/payments`) and the cards bookmarked in this browser.
 */
export function ProfileContainer() {
  const session = useWalletSession();
  const solana = usePublicConfig().data?.solana;
  const address = session.status === "connected" ? session.address : null;
  const balance = useBalance({ usdcMint: solana?.usdcMint });
  const activity = useQuery(profileActivityQueryOptions(address));
  const payments = useQuery(profilePaymentsQueryOptions(address));
  const bookmarks = useBookmarks();
  const saved: ProfileSavedItem[] = [
    ...bookmarks.model.map((id) => ({ kind: "model" as const, id, href: `/model/${id}` })),
    ...bookmarks.dataset.map((id) => ({ kind: "dataset" as const, id, href: `/dataset/${id}/details` })),
  ];

  const status: ProfileScreenProps["status"] =
    address !== null
      ? "connected"
      : session.status === "connecting" || session.status === "loading"
        ? "connecting"
        : "disconnected";

  return (
    <ProfileScreen
      status={status}
      onConnect={() => session.openModal()}
      address={address ?? undefined}
      onCopyAddress={(value) => navigator.clipboard?.writeText(value).catch(() => {})}
      balance={
        balance.isSuccess
          ? { status: "success", lamports: balance.data.lamports, usdc: balance.data.usdc }
          : balance.isError
            ? { status: "error", message: "The balance could not be loaded. Try again in a moment." }
            : { status: "loading" }
      }
      onRetryBalance={() => balance.refetch()}
      activity={
        activity.isSuccess
          ? { status: "success", items: activity.data }
          : activity.isError
            ? { status: "error", message: activity.error.message }
            : { status: "loading" }
      }
      onRetryActivity={() => activity.refetch()}
      payments={
        payments.isSuccess
          ? { status: "success", ...payments.data }
          : payments.isError
            ? { status: "error", message: payments.error.message }
            : { status: "loading" }
      }
      onRetryPayments={() => payments.refetch()}
      getExplorerUrl={(signature) => explorerTransactionHref(signature, solana?.cluster ?? "localnet")}
      saved={saved}
      onRemoveSaved={(item) => setBookmark(item.kind, item.id, false)}
    />
  );
}
