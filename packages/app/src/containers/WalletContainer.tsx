import {
  NotFoundScreen,
  type WalletAirdropState,
  type WalletBalanceState,
  WalletScreen,
  type WalletScreenProps,
  type WalletSendState,
} from "@hiber/ui";
import { useWalletSession } from "@hiber/wallet-kit";
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from "@solana/web3.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { usePublicConfig } from "../lib/api.ts";
import { absoluteEndpoint, isWalletHost, type PublicSolanaConfig } from "../wallet/solana-config.ts";
import { clusterLabel, explorerTransactionHref } from "./solana-page.ts";

/** Spec part 2 §9: the balance refreshes every 10 seconds. */
const BALANCE_REFRESH_MS = 10_000;

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Unknown error occurred";
}

/** Confirms through the websocket with the blockhash strategy; throws if the transaction failed. */
async function confirm(connection: Connection, signature: string): Promise<void> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const { value } = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    "confirmed",
  );
  if (value.err) throw new Error(`Transaction failed: ${JSON.stringify(value.err)}`);
}

/** The USDC balance of `owner` (all its token accounts of the mint), in USDC. */
async function usdcBalance(connection: Connection, owner: PublicKey, mint: string): Promise<number> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(mint) });
  let units = 0n;
  let decimals = 6;
  for (const { account } of value) {
    const amount = account.data.parsed?.info?.tokenAmount;
    if (!amount) continue;
    units += BigInt(amount.amount);
    decimals = amount.decimals;
  }
  return Number(units) / 10 ** decimals;
}

/** The public faucets' limit, explained under "Airdrop failed. Please try again later." on a real cluster. */
function faucetHint(solana: PublicSolanaConfig): string {
  if (solana.cluster === "mainnet-beta")
    return "Mainnet has no faucet: airdrops only work on devnet and testnet.";
  return `The public ${clusterLabel(solana).toLowerCase()} faucet limits how much SOL each address and IP address may request (a few requests a day). Wait a while and try again, or request test SOL at faucet.solana.com.`;
}

/**
 * The wallet page (spec part 2 §2.9): on localhost, 127.0.0.1 or a configured host only. Balances,
 * airdrop and Send SOL run over the wallet session's web3.js connection (this chunk is lazy-loaded).
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
  const queryClient = useQueryClient();
  const connected = session.status === "connected" && session.address !== null && session.connection !== null;
  const address = connected ? session.address : null;

  // Spec part 2 §4: the first RPC endpoint, then the second; both failing is "Connection Error".
  // The embedded chain has one endpoint (a second would be the same process), so there is no second try.
  const network = useQuery({
    queryKey: ["solana", "network", session.connection?.rpcEndpoint ?? null, solana?.fallbackRpcUrl],
    queryFn: async () => {
      const primary = session.connection as Connection;
      try {
        await primary.getSlot();
        return { connection: primary };
      } catch (error) {
        if (!solana?.fallbackRpcUrl) throw error;
        const fallback = new Connection(
          absoluteEndpoint(solana.fallbackRpcUrl, window.location.origin),
          "confirmed",
        );
        await fallback.getSlot();
        return { connection: fallback };
      }
    },
    enabled: connected && solana !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const connection = network.data?.connection ?? null;

  const balanceKey = ["solana", "balance", solana?.cluster, address];
  const balance = useQuery({
    queryKey: balanceKey,
    queryFn: async () => {
      const owner = new PublicKey(address as string);
      const active = connection as Connection;
      const [lamports, usdc] = await Promise.all([
        active.getBalance(owner),
        solana?.usdcMint ? usdcBalance(active, owner, solana.usdcMint) : Promise.resolve(null),
      ]);
      return { lamports, usdc };
    },
    enabled: connection !== null && address !== null,
    refetchInterval: BALANCE_REFRESH_MS,
    retry: 1,
  });

  const airdrop = useMutation({
    mutationFn: async () => {
      const active = connection as Connection;
      const signature = await active.requestAirdrop(new PublicKey(address as string), LAMPORTS_PER_SOL);
      await confirm(active, signature);
      return signature;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceKey }),
  });

  const send = useMutation({
    mutationFn: async ({ recipient, amount }: { recipient: string; amount: number }) => {
      // Spec part 2 §5: with no wallet connected the send fails with "Wallet not connected".
      if (session.status !== "connected" || !session.address || !connection)
        throw new Error("Wallet not connected");
      const from = new PublicKey(session.address);
      const to = new PublicKey(recipient);
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
      const transaction = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(
        SystemProgram.transfer({
          fromPubkey: from,
          toPubkey: to,
          lamports: Math.round(amount * LAMPORTS_PER_SOL),
        }),
      );
      const signature = await session.sendTransaction(transaction);
      const { value } = await connection.confirmTransaction(
        { signature, blockhash, lastValidBlockHeight },
        "confirmed",
      );
      if (value.err) throw new Error(`Transaction failed: ${JSON.stringify(value.err)}`);
      return signature;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceKey }),
  });

  // Another wallet (or none): the last airdrop and send results belonged to the previous one.
  const { reset: resetAirdrop } = airdrop;
  const { reset: resetSend } = send;
  const previousAddress = useRef(address);
  useEffect(() => {
    if (previousAddress.current === address) return;
    previousAddress.current = address;
    resetAirdrop();
    resetSend();
  }, [address, resetAirdrop, resetSend]);

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
        ? { status: "error", hint: solana && !solana.emulated ? faucetHint(solana) : undefined }
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
        ? { status: "error", message: message(send.error) }
        : { status: "idle" };

  return (
    <WalletScreen
      status={status}
      onConnect={() => session.openModal()}
      onRetryConnection={() => (solana === null ? onRetryConfig() : network.refetch())}
      address={address ?? undefined}
      onCopyAddress={(value) => navigator.clipboard?.writeText(value).catch(() => {})}
      networkLabel={solana ? clusterLabel(solana) : undefined}
      balance={balanceState}
      onRetryBalance={() => balance.refetch()}
      airdrop={airdropState}
      onAirdrop={connection ? () => airdrop.mutate() : undefined}
      send={sendState}
      onSend={(recipient, amount) => send.mutate({ recipient, amount })}
    />
  );
}
