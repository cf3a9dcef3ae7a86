import { ExternalLink, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { cn } from "../../lib/cn";
import type { WalletScreenProps, WalletSendState } from "./WalletScreen";
import { cardClass, inputClass, WalletScreenNotice, WalletScreenNoticeDetail } from "./WalletScreenNotice";

/** The length of a Solana address as the spec counts it (spec part 2 §9). */
export const SOLANA_ADDRESS_LENGTH = 44;

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{43,44}$/;

/**
 * The Send SOL form's recipient rule (spec part 2 §5): valid when empty, 44 characters long, or starting
 * with "So". Deliberately also valid: a 43-character base58 string, because a real Solana address (32
 * bytes in base58) is 43 or 44 characters and the spec's rule would refuse a good share of real ones.
 */
export function isValidRecipient(recipient: string): boolean {
  const value = recipient.trim();
  return (
    value === "" ||
    value.length === SOLANA_ADDRESS_LENGTH ||
    value.startsWith("So") ||
    BASE58_ADDRESS.test(value)
  );
}

function isExternal(href: string): boolean {
  return /^[a-z]+:/i.test(href) || href.startsWith("//");
}

/** The Send SOL form: recipient (validated as typed), amount, Send, then the signature or the error. */
export function WalletScreenSend({
  send,
  onSend,
  defaultRecipient = "",
  defaultAmount = "",
}: {
  send: WalletSendState;
  onSend?: WalletScreenProps["onSend"];
  defaultRecipient?: string;
  defaultAmount?: string;
}) {
  const titleId = useId();
  const recipientId = useId();
  const recipientErrorId = useId();
  const amountId = useId();
  const [recipient, setRecipient] = useState(defaultRecipient);
  const [amount, setAmount] = useState(defaultAmount);
  const processing = send.status === "processing";
  const recipientValid = isValidRecipient(recipient);
  const disabled = processing || recipient.trim() === "" || amount.trim() === "" || !recipientValid;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const value = Number(amount);
    // Spec part 2 §5: an amount that is not a number, or not above 0, is silently ignored.
    if (!Number.isFinite(value) || value <= 0) return;
    onSend?.(recipient.trim(), value);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-slot="wallet-screen-send"
      data-state={send.status}
      className={cardClass}
    >
      <h2 id={titleId} className="font-semibold text-base text-zinc-900 dark:text-white">
        Send SOL
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={recipientId} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            Recipient Address
          </label>
          <input
            id={recipientId}
            name="recipient"
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder="Enter Solana wallet address"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            aria-invalid={!recipientValid || undefined}
            aria-describedby={recipientValid ? undefined : recipientErrorId}
            data-slot="wallet-screen-recipient"
            className={cn(
              inputClass,
              "font-mono",
              !recipientValid &&
                "border-red-500 focus-visible:border-red-500 focus-visible:ring-red-500/30 dark:border-red-500",
            )}
          />
          {!recipientValid && (
            <p id={recipientErrorId} className="text-red-700 text-sm dark:text-red-400">
              Invalid Solana wallet address
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={amountId} className="font-medium text-sm text-zinc-900 dark:text-zinc-100">
            Amount (SOL)
          </label>
          <input
            id={amountId}
            name="amount"
            type="number"
            inputMode="decimal"
            step={0.001}
            min={0}
            placeholder="0.000"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            data-slot="wallet-screen-amount"
            className={cn(inputClass, "tabular-nums")}
          />
        </div>
        <div>
          <Button
            type="submit"
            loading={processing}
            disabled={disabled}
            data-slot="wallet-screen-send-button"
          >
            {!processing && <Send aria-hidden="true" />}
            {processing ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
      {send.status === "success" && (
        <WalletScreenNotice tone="success" slot="wallet-screen-send-result">
          <p className="font-medium">Transaction successful!</p>
          <p className="min-w-0 break-all font-mono text-xs" data-slot="wallet-screen-signature">
            <span className="sr-only">Signature: </span>
            {send.signature}
          </p>
          <p>
            <Link
              href={send.explorerHref}
              {...(isExternal(send.explorerHref) ? { target: "_blank", rel: "noreferrer" } : {})}
              className="inline-flex items-center gap-1 font-medium underline underline-offset-2 hover:no-underline"
            >
              View transaction
              {isExternal(send.explorerHref) && <ExternalLink aria-hidden="true" className="size-3.5" />}
            </Link>
          </p>
        </WalletScreenNotice>
      )}
      {send.status === "error" && (
        <WalletScreenNotice tone="error" slot="wallet-screen-send-result">
          <p className="min-w-0 break-words">{send.message}</p>
          <WalletScreenNoticeDetail detail={send.detail} />
        </WalletScreenNotice>
      )}
    </section>
  );
}
