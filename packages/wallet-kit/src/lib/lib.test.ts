import { afterEach, describe, expect, it, vi } from "vitest";
import { clusterFromEndpoint } from "./cluster";
import { readRememberedWalletName } from "./storage";

describe("clusterFromEndpoint", () => {
  it.each([
    ["https://api.devnet.solana.com", "devnet"],
    ["https://api.testnet.solana.com", "testnet"],
    ["https://api.mainnet-beta.solana.com", "mainnet-beta"],
    ["https://rpc.example.com/DEVNET/key", "devnet"],
    ["https://rpc.example.com", "mainnet-beta"],
  ])("%s is %s", (url, cluster) => {
    expect(clusterFromEndpoint(url)).toBe(cluster);
  });

  it("is localnet for the embedded chain, whatever its URL", () => {
    expect(clusterFromEndpoint("http://127.0.0.1:3000/api/solana", true)).toBe("localnet");
  });

  it("is mainnet-beta without an endpoint", () => {
    expect(clusterFromEndpoint(undefined)).toBe("mainnet-beta");
  });
});

describe("readRememberedWalletName", () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubStorage = (value: string | null) =>
    vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "walletName" ? value : null) });

  it("reads wallet-adapter's JSON-encoded walletName", () => {
    stubStorage('"Phantom"');
    expect(readRememberedWalletName()).toBe("Phantom");
  });

  it("is null when nothing is remembered or the value is not a name", () => {
    stubStorage(null);
    expect(readRememberedWalletName()).toBeNull();
    stubStorage("not json");
    expect(readRememberedWalletName()).toBeNull();
    stubStorage("null");
    expect(readRememberedWalletName()).toBeNull();
  });
});
