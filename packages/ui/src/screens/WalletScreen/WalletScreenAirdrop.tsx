import { CircleDollarSign, Droplets } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import type { WalletAirdropState, WalletFaucetState } from "./WalletScreen";
import { cardClass, WalletScreenNotice, WalletScreenNoticeDetail } from "./WalletScreenNotice";

/**
 * The test funds card: "Request 1 SOL Airdrop", then its success or failure (with a hint); on the local
 * chain also "Get Test USDC" (its faucet, as in the playground's payment card), then its result.
 */
export function WalletScreenAirdrop({
  airdrop,
  onAirdrop,
  faucet = { status: "idle" },
  onGetUsdc,
  networkLabel,
}: {
  airdrop: WalletAirdropState;
  onAirdrop?: () => void;
  faucet?: WalletFaucetState;
  /** Shows "Get Test USDC" (the local chain's faucet); left out where there is none. */
  onGetUsdc?: () => void;
  networkLabel?: string;
}) {
  const titleId = useId();
  const processing = airdrop.status === "processing";
  const minting = faucet.status === "processing";
  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-screen-airdrop"
      data-state={airdrop.status}
      className={cardClass}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="font-semibold text-base text-zinc-900 dark:text-white">
          Airdrop
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Get 1 test SOL{networkLabel ? ` on ${networkLabel}` : ""} to try transactions
          {onGetUsdc ? ", and 1 test USDC to pay for prompts" : ""}. Test{" "}
          {onGetUsdc ? "tokens have" : "SOL has"} no value.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onAirdrop}
          loading={processing}
          disabled={!onAirdrop}
          data-slot="wallet-screen-airdrop-button"
        >
          {!processing && <Droplets aria-hidden="true" />}
          {processing ? "Requesting airdrop..." : "Request 1 SOL Airdrop"}
        </Button>
        {onGetUsdc && (
          <Button
            variant="outline"
            onClick={onGetUsdc}
            loading={minting}
            data-slot="wallet-screen-faucet-button"
          >
            {!minting && <CircleDollarSign aria-hidden="true" />}
            {minting ? "Getting test USDC..." : "Get Test USDC"}
          </Button>
        )}
      </div>
      {airdrop.status === "success" && (
        <WalletScreenNotice tone="success" slot="wallet-screen-airdrop-result">
          <p>Airdrop successful! 1 SOL added to your wallet.</p>
        </WalletScreenNotice>
      )}
      {airdrop.status === "error" && (
        <WalletScreenNotice tone="error" slot="wallet-screen-airdrop-result">
          <p>Airdrop failed. Please try again later.</p>
          {airdrop.hint && <div className="text-red-800 dark:text-red-300">{airdrop.hint}</div>}
          <WalletScreenNoticeDetail detail={airdrop.detail} />
        </WalletScreenNotice>
      )}
      {onGetUsdc && faucet.status === "success" && (
        <WalletScreenNotice tone="success" slot="wallet-screen-faucet-result">
          <p>1 test USDC added to your wallet.</p>
        </WalletScreenNotice>
      )}
      {onGetUsdc && faucet.status === "error" && (
        <WalletScreenNotice tone="error" slot="wallet-screen-faucet-result">
          <p>The test USDC faucet failed. Please try again.</p>
          <WalletScreenNoticeDetail detail={faucet.detail} />
        </WalletScreenNotice>
      )}
    </section>
  );
}
