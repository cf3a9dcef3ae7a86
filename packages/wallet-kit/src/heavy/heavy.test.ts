import { ed25519 } from "@noble/curves/ed25519";
import * as base from "@solana/wallet-adapter-base";
import { WalletNotSelectedError } from "@solana/wallet-adapter-react";
import {
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import * as errors from "../errors";
import { BURNER_SECRET_KEY_STORAGE_KEY, BurnerWalletAdapter, BurnerWalletName } from "./BurnerWalletAdapter";
import { toWalletKitError } from "./map-error";
import { signSerializedTransaction } from "./sign-serialized-transaction";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const BLOCKHASH = "EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG";

describe("BurnerWalletAdapter", () => {
  it("is clearly labelled as a local test wallet", () => {
    expect(new BurnerWalletAdapter({ storage: memoryStorage() }).name).toBe(BurnerWalletName);
    expect(BurnerWalletName).toMatch(/burner/i);
    expect(BurnerWalletName).toMatch(/local test wallet/i);
  });

  it("keeps its key in storage: a new adapter (a reload) connects to the same address", async () => {
    const storage = memoryStorage();
    const first = new BurnerWalletAdapter({ storage });
    const connected: PublicKey[] = [];
    first.on("connect", (key) => connected.push(key));
    await first.connect();
    const address = first.publicKey?.toBase58();
    expect(address).toBeTruthy();
    expect(connected.map((k) => k.toBase58())).toEqual([address]);
    expect(JSON.parse(storage.values.get(BURNER_SECRET_KEY_STORAGE_KEY) ?? "[]")).toHaveLength(64);

    const second = new BurnerWalletAdapter({ storage });
    await second.connect();
    expect(second.publicKey?.toBase58()).toBe(address);
  });

  it("disconnects without forgetting the key", async () => {
    const storage = memoryStorage();
    const adapter = new BurnerWalletAdapter({ storage });
    await adapter.connect();
    const address = adapter.publicKey?.toBase58();
    let disconnected = false;
    adapter.on("disconnect", () => {
      disconnected = true;
    });
    await adapter.disconnect();
    expect(disconnected).toBe(true);
    expect(adapter.publicKey).toBeNull();
    await adapter.connect();
    expect(adapter.publicKey?.toBase58()).toBe(address);
  });

  it("refuses a corrupt stored key with a config error", async () => {
    const storage = memoryStorage();
    storage.setItem(BURNER_SECRET_KEY_STORAGE_KEY, "[1,2,3]");
    const adapter = new BurnerWalletAdapter({ storage });
    adapter.on("error", () => {});
    await expect(adapter.connect()).rejects.toBeInstanceOf(base.WalletConfigError);
  });

  it("refuses to sign while disconnected", async () => {
    const adapter = new BurnerWalletAdapter({ storage: memoryStorage() });
    await expect(adapter.signTransaction(new Transaction())).rejects.toBeInstanceOf(
      base.WalletNotConnectedError,
    );
    await expect(adapter.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      base.WalletNotConnectedError,
    );
  });

  it("signs messages with its key: the signature verifies against its address", async () => {
    const adapter = new BurnerWalletAdapter({ storage: memoryStorage() });
    await adapter.connect();
    const message = new TextEncoder().encode("Hiber signed action");
    const signature = await adapter.signMessage(message);
    const publicKey = (adapter.publicKey as PublicKey).toBytes();
    expect(signature).toHaveLength(64);
    expect(ed25519.verify(signature, message, publicKey)).toBe(true);
    expect(ed25519.verify(signature, new TextEncoder().encode("Hiber signed actioN"), publicKey)).toBe(false);
  });
});

describe("signSerializedTransaction (the PaymentSigner's signTransaction)", () => {
  it("signs legacy wire bytes with the wallet and returns verifiable wire bytes", async () => {
    const adapter = new BurnerWalletAdapter({ storage: memoryStorage() });
    await adapter.connect();
    const payer = adapter.publicKey as PublicKey;
    const transaction = new Transaction({ feePayer: payer, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1_000 }),
    );
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });

    const signed = await signSerializedTransaction(unsigned, (tx) => adapter.signTransaction(tx));
    const parsed = Transaction.from(signed);
    expect(parsed.verifySignatures()).toBe(true);
    expect(parsed.signatures[0]?.publicKey.toBase58()).toBe(payer.toBase58());
  });

  it("signs a v0 transaction as the payer and leaves the fee payer's signature empty", async () => {
    const adapter = new BurnerWalletAdapter({ storage: memoryStorage() });
    await adapter.connect();
    const payer = adapter.publicKey as PublicKey;
    const facilitator = Keypair.generate().publicKey;
    const message = new TransactionMessage({
      payerKey: facilitator,
      recentBlockhash: BLOCKHASH,
      instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: facilitator, lamports: 1 })],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message).serialize();

    const signed = VersionedTransaction.deserialize(
      await signSerializedTransaction(unsigned, (tx) => adapter.signTransaction(tx)),
    );
    const keys = signed.message.staticAccountKeys.map((k) => k.toBase58());
    const payerIndex = keys.indexOf(payer.toBase58());
    expect(signed.version).toBe(0);
    expect(signed.signatures[0]?.every((byte) => byte === 0)).toBe(true); // the facilitator signs later
    expect(signed.signatures[payerIndex]?.some((byte) => byte !== 0)).toBe(true);
  });
});

describe("toWalletKitError", () => {
  const adapter = { name: "Phantom", url: "https://phantom.app" } as const;

  it.each([
    [new base.WalletNotConnectedError(), errors.WalletNotConnectedError],
    [new WalletNotSelectedError(), errors.WalletNotSelectedError],
    [new base.WalletConfigError(), errors.WalletNotSupportedError],
    [new base.WalletConnectionError("refused"), errors.WalletConnectionError],
    [new base.WalletWindowClosedError(), errors.WalletConnectionError],
    [new base.WalletDisconnectionError(), errors.WalletDisconnectionError],
    [new base.WalletSignTransactionError("User rejected"), errors.WalletSignTransactionError],
    [new base.WalletSendTransactionError(), errors.WalletSendTransactionError],
    [new base.WalletSignMessageError(), errors.WalletSignMessageError],
    [new base.WalletSignInError(), errors.WalletSignInError],
    [new base.WalletPublicKeyError(), errors.WalletPublicKeyError],
    [new base.WalletAccountError(), errors.WalletAccountError],
    [new base.WalletLoadError(), errors.WalletLoadError],
    [new Error("Wallet does not support signing messages"), errors.WalletNotSupportedError],
    [new Error("something else"), errors.WalletKitError],
  ])("%s becomes the matching wallet-kit error, with the adapter error as cause", (error, type) => {
    const mapped = toWalletKitError(error, adapter);
    expect(mapped).toBeInstanceOf(type);
    expect(mapped).toBeInstanceOf(errors.WalletKitError);
    expect(mapped.cause).toBe(error);
    expect(mapped.walletName).toBe("Phantom");
    expect(mapped.message).toBeTruthy();
  });

  it("a wallet that is not installed carries its web site", () => {
    const mapped = toWalletKitError(new base.WalletNotReadyError(), adapter);
    expect(mapped).toBeInstanceOf(errors.WalletNotReadyError);
    expect((mapped as errors.WalletNotReadyError).url).toBe("https://phantom.app");
  });
});
