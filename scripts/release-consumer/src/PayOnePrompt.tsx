import { formatUsdc } from "@hiber/hub-sdk/money";
import { WalletButton, WalletModal } from "@hiber/ui";
import {
  paymentProblemOf,
  usePayingFetch,
  useWalletButton,
  useWalletModal,
  useWalletSession,
  WalletKitRoot,
} from "@hiber/wallet-kit";
import { useState } from "react";

const { origin, host, protocol } = window.location;
const rpcUrl = `${origin}/api/solana`;
const wsUrl = `${protocol === "https:" ? "wss" : "ws"}://${host}/api/solana`;

/** The wallet (the burner test wallet on the app's embedded chain) pays one prompt to the app's x402 API. */
export function PayOnePrompt() {
  return (
    <WalletKitRoot endpoint={rpcUrl} wsEndpoint={wsUrl} emulated>
      <Wallet />
    </WalletKitRoot>
  );
}

/** Inside `WalletKitRoot`: its hooks need it. */
function Wallet() {
  return (
    <section aria-label="Pay one prompt">
      <WalletButton {...useWalletButton()} />
      <Payer />
      <WalletModal {...useWalletModal()} />
    </section>
  );
}

interface Answer {
  text: string;
  signature?: string;
  amount?: bigint;
}

function Payer() {
  const { status } = useWalletSession();
  const payer = usePayingFetch({ rpcUrl });
  const [answer, setAnswer] = useState<Answer>();
  const [problem, setProblem] = useState<string>();

  async function pay() {
    setProblem(undefined);
    try {
      const paid = await payer.fetch("/api/inference", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          prompt: "Say hello to a consumer.",
          model: "meta-llama/Llama-3.1-8B-Instruct",
        }),
      });
      const body = (await paid.response.json()) as { generated_text?: string; error?: string };
      if (!paid.response.ok) throw new Error(body.error ?? `HTTP ${paid.response.status}`);
      setAnswer({
        text: body.generated_text ?? "",
        signature: paid.receipt?.transaction,
        amount: paid.receipt?.amount,
      });
    } catch (error) {
      setProblem(paymentProblemOf(error)?.message ?? (error as Error).message);
    }
  }

  return (
    <div>
      <button type="button" disabled={status !== "connected"} onClick={() => void pay()}>
        Pay one prompt
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
      {answer ? (
        <output data-testid="paid-answer" data-signature={answer.signature}>
          Paid {answer.amount === undefined ? "nothing" : formatUsdc(answer.amount)}: {answer.text}
        </output>
      ) : null}
    </div>
  );
}
