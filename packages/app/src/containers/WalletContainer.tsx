import { parseUnits, SOL_DECIMALS } from "@hiber/hub-sdk/money";
import {
  NotFoundScreen,
  type WalletAirdropState,
  type WalletBalanceState,
  type WalletFaucetState,
  WalletScreen,
  type WalletScreenProps,
  type WalletSendState,
} from "@hiber/ui";
import {
  BALANCE_QUERY_KEY,
  describeWalletError,
  useAirdrop,
  useBalance,
  useNetwork,
  useSendSol,
  useWalletSession,
} from "@hiber/wallet-kit";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePublicConfig } from "../lib/api.ts";
import { faucetMutationOptions } from "../queries/playground.ts";
import {
  absoluteEndpoint,
  isWalletHost,
  type PublicSolanaConfig,
  resolveSolanaEndpoints,
} from "../wallet/solana-config.ts";
import { explorerTransactionHref } from "./solana-page.ts";

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error occurred";
}

/** A wallet or chain failure in plain words, the raw text kept for the "Details" disclosure (wallet-kit). */
function failureText(error: unknown): { message: string; detail?: string } {
  const { message, detail } = describeWalletError(error);
  return { message, detail };
}

/** What "Get Test USDC" mints on the embedded chain: 1 USDC, as the playground's payment card does. */
const FAUCET_UNITS = 1_000_000n;

/** The public faucets' limit, explained under "Airdrop failed. Please try again later." on a real cluster. */
function faucetHint(solana: PublicSolanaConfig): string {
  if (solana.cluster === "mainnet-beta")
    return "Mainnet has no faucet: airdrops only work on devnet and testnet.";
  return `The public ${solana.cluster} faucet limits how much SOL each address and IP address may request (a few requests a day). Wait a while and try again, or request test SOL at faucet.solana.com.`;
}

/**
 * The wallet page (spec part 2 §2.9): on localhost, 127.0.0.1 or a configured host only. Balances,
 * airdrop and Send SOL come from wallet-kit's hooks over the connection that answers.
 */
export function WalletContainer() {
  const config = usePublicConfig();
  if (config.isPending) return null;
  const solana = config.data?.solana ?? null;
  if (!isWalletHost(window.location.hostname, solana?.walletPageHosts))
    return <NotFoundScreen path="/wallet" />;
  return <WalletPage solana={solana} onRetryConfig={() => config.refetch()} />;
}

function WalletPage({
  solana,
  onRetryConfig,
}: {
  solana: PublicSolanaConfig | null;
  onRetryConfig: () => void;
}) {
  const session = useWalletSession();
  // Spec part 2 §4: the first RPC endpoint, then the second; both failing is "Connection Error".
  const network = useNetwork({
    fallbackEndpoint: solana?.fallbackRpcUrl
      ? absoluteEndpoint(solana.fallbackRpcUrl, window.location.origin)
      : null,
  });
  const connection = network.data ?? null;
  const balance = useBalance({ connection, usdcMint: solana?.usdcMint });
  const airdrop = useAirdrop({ connection });
  const send = useSendSol({ connection });
  const queryClient = useQueryClient();
  const faucet = useMutation({
    ...faucetMutationOptions(solana ? resolveSolanaEndpoints(solana, window.location).endpoint : ""),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
  });
  const connected = session.status === "connected" && session.address !== null && session.connection !== null;

  const status: WalletScreenProps["status"] =
    solana === null || network.isError
      ? "connection-error"
      : connected
        ? "connected"
        : session.status === "connecting" || session.status === "loading"
          ? "connecting"
          : "disconnected";

  const balanceState: WalletBalanceState = balance.isSuccess
    ? { status: "success", lamports: balance.data.lamports, usdc: balance.data.usdc }
    : balance.isError
      ? { status: "error", message: `Failed to load the balance: ${message(balance.error)}` }
      : { status: "loading" };

  const airdropState: WalletAirdropState = airdrop.isPending
    ? { status: "processing" }
    : airdrop.isSuccess
      ? { status: "success" }
      : airdrop.isError
        ? {
            status: "error",
            hint: solana && !solana.emulated ? faucetHint(solana) : undefined,
            detail: message(airdrop.error),
          }
        : { status: "idle" };

  const faucetState: WalletFaucetState = faucet.isPending
    ? { status: "processing" }
    : faucet.isSuccess
      ? { status: "success" }
      : faucet.isError
        ? { status: "error", detail: message(faucet.error) }
        : { status: "idle" };

  const sendState: WalletSendState = send.isPending
    ? { status: "processing" }
    : send.isSuccess
      ? {
          status: "success",
          signature: send.data,
          explorerHref: explorerTransactionHref(send.data, solana?.cluster ?? "localnet"),
        }
      : send.isError
        ? { status: "error", ...failureText(send.error) }
        : { status: "idle" };

  return (
    <WalletScreen
      status={status}
      onConnect={() => session.openModal()}
      onRetryConnection={() => (solana === null ? onRetryConfig() : network.refetch())}
      address={connected ? (session.address ?? undefined) : undefined}
      onCopyAddress={(value) => navigator.clipboard?.writeText(value).catch(() => {})}
      networkLabel={solana?.networkName}
      balance={balanceState}
      onRetryBalance={() => balance.refetch()}
      airdrop={airdropState}
      onAirdrop={connection ? () => airdrop.mutate() : undefined}
      faucet={faucetState}
      onGetUsdc={
        solana?.emulated && connected && session.address
          ? () => faucet.mutate({ owner: session.address as string, units: FAUCET_UNITS })
          : undefined
      }
      send={sendState}
      onSend={(recipient, amount) =>
        send.mutate({ recipient, lamports: parseUnits(amount, SOL_DECIMALS, { rounding: "round" }) })
      }
    />
  );
}
