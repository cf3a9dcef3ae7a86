import { Droplets } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import type { WalletAirdropState } from "./WalletScreen";
import { cardClass, WalletScreenNotice } from "./WalletScreenNotice";

/** The airdrop card: "Request 1 SOL Airdrop", then its success or failure (with a hint). */
export function WalletScreenAirdrop({
  airdrop,
  onAirdrop,
  networkLabel,
}: {
  airdrop: WalletAirdropState;
  onAirdrop?: () => void;
  networkLabel?: string;
}) {
  const titleId = useId();
  const processing = airdrop.status === "processing";
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
          Get 1 test SOL{networkLabel ? ` on ${networkLabel}` : ""} to try transactions. Test SOL has no
          value.
        </p>
      </div>
      <div>
        <Button
          onClick={onAirdrop}
          loading={processing}
          disabled={!onAirdrop}
          data-slot="wallet-screen-airdrop-button"
        >
          {!processing && <Droplets aria-hidden="true" />}
          {processing ? "Requesting airdrop..." : "Request 1 SOL Airdrop"}
        </Button>
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
        </WalletScreenNotice>
      )}
    </section>
  );
}
