/** Wallet and chain failures mapped to clear messages, against the errors web3.js and wallet-adapter really throw. */
import * as base from "@solana/wallet-adapter-base";
import { SendTransactionError, TransactionExpiredBlockheightExceededError } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { describeWalletError } from "./describe-wallet-error";
import {
  WalletNotConnectedError,
  type WalletSendTransactionError,
  WalletSignTransactionError,
} from "./errors";
import { toWalletKitError } from "./heavy/map-error";

/** What sending more SOL than the balance throws today (the local chain's simulation, through the wallet). */
function overdraft(): WalletSendTransactionError {
  const simulation = new SendTransactionError({
    action: "simulate",
    signature: "",
    transactionMessage:
      "Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1",
    logs: [
      "Program 11111111111111111111111111111111 invoke [1]",
      "Transfer: insufficient lamports 499995000, need 5000000000",
      "Program 11111111111111111111111111111111 failed: custom program error: 0x1",
    ],
  });
  return toWalletKitError(
    new base.WalletSendTransactionError(simulation.message, simulation),
  ) as WalletSendTransactionError;
}

describe("describeWalletError", () => {
  it("says insufficient funds for a transfer above the balance, with the raw text as detail only", () => {
    const failure = describeWalletError(overdraft());
    expect(failure.kind).toBe("insufficient-funds");
    expect(failure.message).toBe(
      "Insufficient funds: this wallet does not hold enough SOL for the amount and the network fee.",
    );
    expect(failure.message).not.toMatch(/0x1|Simulation|getLogs|SendTransactionError/);
    expect(failure.detail).toContain("custom program error: 0x1");
    expect(failure.detail).toContain("Transfer: insufficient lamports 499995000, need 5000000000");
  });

  it("says insufficient funds for a wallet that never held SOL (no record of a prior credit)", () => {
    const error = new Error(
      "failed to send transaction: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.",
    );
    expect(describeWalletError(error).kind).toBe("insufficient-funds");
  });

  it("says the blockhash expired", () => {
    const failure = describeWalletError(new TransactionExpiredBlockheightExceededError("5Xa"));
    expect(failure.kind).toBe("blockhash-expired");
    expect(failure.message).toMatch(/^The transaction expired before it was confirmed/);
    expect(failure.detail).toBe(
      "TransactionExpiredBlockheightExceededError: Signature 5Xa has expired: block height exceeded.",
    );
    expect(describeWalletError(new Error("Blockhash not found")).kind).toBe("blockhash-expired");
  });

  it("says the wallet rejected the request", () => {
    const phantom = toWalletKitError(new base.WalletSignTransactionError("User rejected the request."));
    expect(describeWalletError(phantom)).toEqual({
      kind: "rejected",
      message: "The wallet rejected the request, so nothing was sent.",
      detail: "WalletSignTransactionError: User rejected the request.",
    });
    // A wallet that refuses without saying why.
    expect(describeWalletError(new WalletSignTransactionError("")).kind).toBe("rejected");
  });

  it("says the network is unreachable", () => {
    expect(describeWalletError(new TypeError("Failed to fetch")).kind).toBe("network");
    expect(
      describeWalletError(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") })).kind,
    ).toBe("network");
  });

  it("keeps the spec's 'Wallet not connected' as it is, with no detail", () => {
    expect(describeWalletError(new WalletNotConnectedError("Wallet not connected"))).toEqual({
      kind: "not-connected",
      message: "Wallet not connected",
    });
  });

  it("names an invalid address, and anything else as a generic failure with its raw text kept", () => {
    expect(describeWalletError(new Error("Invalid public key input")).kind).toBe("invalid-address");
    const other = describeWalletError(new Error("Something odd: 0xdeadbeef"));
    expect(other).toEqual({
      kind: "unknown",
      message: "The transaction failed. Nothing was sent; please try again.",
      detail: "Something odd: 0xdeadbeef",
    });
    expect(describeWalletError("a string").detail).toBe("a string");
  });
});
