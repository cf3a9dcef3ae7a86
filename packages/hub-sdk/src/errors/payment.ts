import { formatAmount } from "../money";
import { HubSdkError, type HubSdkErrorOptions } from "./base";
import { redactUrl } from "./redact";

/** What a {@link PaymentRequiredError} carries. */
export interface PaymentRequiredErrorInit extends HubSdkErrorOptions {
  /** Payment requirements parsed from the 402 body (typed by the x402 module). */
  requirements: unknown;
  /** URL of the request, without credentials. */
  url?: string;
}

/** A service answered HTTP 402 and the payment could not be made automatically. */
export class PaymentRequiredError extends HubSdkError {
  override name = "PaymentRequiredError";
  /** HTTP status: always 402. */
  readonly status = 402;
  /** Payment requirements parsed from the 402 body. */
  readonly requirements: unknown;
  /** URL of the request, without credentials. */
  readonly url?: string;

  constructor(message: string, init: PaymentRequiredErrorInit) {
    super(message, init);
    this.requirements = init.requirements;
    this.url = init.url === undefined ? undefined : redactUrl(init.url);
  }
}

/** What a {@link PaymentFailedError} carries. */
export interface PaymentFailedErrorInit extends PaymentRequiredErrorInit {
  /** Internal code, e.g. `x402_settlement_failed:duplicate_payment` or `x402_signing_failed`. */
  code: string;
}

/** The wallet cannot pay: `reason` says whether none is connected or it cannot sign transactions. */
export class PaymentSignerUnavailableError extends PaymentRequiredError {
  override name = "PaymentSignerUnavailableError";
  /** `not-connected`: no wallet; `cannot-sign`: the wallet does not support transaction sending. */
  readonly reason: "not-connected" | "cannot-sign";

  constructor(reason: "not-connected" | "cannot-sign", init: PaymentRequiredErrorInit) {
    super(
      reason === "not-connected"
        ? "Wallet not connected - please connect your Phantom wallet."
        : "Wallet does not support transaction sending.",
      init,
    );
    this.reason = reason;
  }
}

/** The payment requirements name an empty or invalid recipient address. Nothing was signed. */
export class InvalidRecipientError extends PaymentRequiredError {
  override name = "InvalidRecipientError";
  /** The recipient as the server sent it. */
  readonly recipient: unknown;

  constructor(recipient: unknown, init: PaymentRequiredErrorInit) {
    super("Failed to create payment transaction (invalid recipient address).", init);
    this.recipient = recipient;
  }
}

/** What an {@link InsufficientBalanceError} carries. */
export interface InsufficientBalanceErrorInit extends PaymentRequiredErrorInit {
  /** The payer's balance, in base units (a failed lookup counts as 0). */
  balance: bigint;
  /** The price, in base units. */
  required: bigint;
  /** Decimals of the asset (6 for USDC). */
  decimals: number;
}

/** The payer's USDC balance is below the price. Nothing was signed. */
export class InsufficientBalanceError extends PaymentRequiredError {
  override name = "InsufficientBalanceError";
  /** The payer's balance, in base units. */
  readonly balance: bigint;
  /** The price, in base units. */
  readonly required: bigint;
  /** Decimals of the asset. */
  readonly decimals: number;

  constructor(init: InsufficientBalanceErrorInit) {
    super(
      `Insufficient USDC balance. You have ${usdc(init.balance, init.decimals)} USDC, need ${usdc(init.required, init.decimals)} USDC.`,
      init,
    );
    this.balance = init.balance;
    this.required = init.required;
    this.decimals = init.decimals;
  }
}

/** What a {@link SpendCapExceededError} carries. */
export interface SpendCapExceededErrorInit extends PaymentRequiredErrorInit {
  /** Already spent (and reserved by payments in flight) in this session, in base units. */
  spent: bigint;
  /** The price asked, in base units. */
  amount: bigint;
  /** The session's cap, in base units. */
  cap: bigint;
  /** Decimals of the asset. */
  decimals: number;
}

/** Paying would take the session's total over its spend cap. Nothing was signed. */
export class SpendCapExceededError extends PaymentRequiredError {
  override name = "SpendCapExceededError";
  /** Already spent in this session, in base units. */
  readonly spent: bigint;
  /** The price asked, in base units. */
  readonly amount: bigint;
  /** The session's cap, in base units. */
  readonly cap: bigint;

  constructor(init: SpendCapExceededErrorInit) {
    super(
      `Spend limit reached: this payment of ${usdc(init.amount, init.decimals)} USDC would take this session's total to ${usdc(init.spent + init.amount, init.decimals)} USDC, over the ${usdc(init.cap, init.decimals)} USDC limit.`,
      init,
    );
    this.spent = init.spent;
    this.amount = init.amount;
    this.cap = init.cap;
  }
}

/**
 * The payment could not be made or was not accepted: the wallet refused or failed to sign, or the server
 * refused the proof or could not settle it (the answer is withheld and nothing is charged).
 */
export class PaymentFailedError extends PaymentRequiredError {
  override name = "PaymentFailedError";
  /** Internal code, e.g. `x402_settlement_failed:duplicate_payment`. */
  readonly code: string;

  constructor(init: PaymentFailedErrorInit) {
    super("Failed to process payment.", init);
    this.code = init.code;
  }
}

/** An amount for a message: at least 2 decimals, no trailing zeros beyond them (`100000n, 6` → `"0.10"`). */
function usdc(units: bigint, decimals: number): string {
  return formatAmount(units, decimals, { minimumFractionDigits: 2 });
}
