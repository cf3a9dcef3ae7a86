/** The app server's Solana settings, read from the environment, and their public part in `/api/config`. */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { clusterFromUrl, publicSolanaConfig, solanaNetworkName } from "./config.ts";

describe("Solana settings", () => {
  it("derives the cluster from a real RPC URL, and calls this machine localnet", () => {
    expect(clusterFromUrl("https://api.devnet.solana.com")).toBe("devnet");
    expect(clusterFromUrl("https://api.testnet.solana.com")).toBe("testnet");
    expect(clusterFromUrl("https://api.mainnet-beta.solana.com")).toBe("mainnet-beta");
    expect(clusterFromUrl("https://rpc.example.com/solana")).toBe("mainnet-beta");
    expect(clusterFromUrl("http://127.0.0.1:8899")).toBe("localnet");
    expect(clusterFromUrl("http://localhost:8899")).toBe("localnet");
  });

  it("publishes the emulated chain as paths on the app's own origin", () => {
    const config = loadConfig({}, { clientDir: "/nowhere" });
    expect(publicSolanaConfig(config.solana)).toEqual({
      rpcUrl: "/api/solana",
      wsUrl: "/api/solana",
      fallbackRpcUrl: null,
      cluster: "localnet",
      networkName: "Local Solana (emulated)",
      emulated: true,
      usdcMint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      walletPageHosts: ["localhost", "127.0.0.1"],
    });
  });

  it("publishes a real cluster's URLs, with the websocket derived unless SOLANA_WS_URL is set", () => {
    const devnet = loadConfig(
      {
        SOLANA_RPC_URL: "https://api.devnet.solana.com",
        WALLET_PAGE_HOSTS: "192.168.1.20, Box.local",
        PAYMENTS: "off",
      },
      { clientDir: "/nowhere" },
    );
    expect(publicSolanaConfig(devnet.solana)).toEqual({
      rpcUrl: "https://api.devnet.solana.com",
      wsUrl: "wss://api.devnet.solana.com",
      fallbackRpcUrl: null,
      cluster: "devnet",
      networkName: "Solana Devnet",
      emulated: false,
      usdcMint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      walletPageHosts: ["localhost", "127.0.0.1", "192.168.1.20", "box.local"],
    });
    const mainnet = loadConfig(
      {
        SOLANA_RPC_URL: "https://rpc.example.com/",
        SOLANA_WS_URL: "wss://ws.example.com/",
        SOLANA_FALLBACK_RPC_URL: "https://api.mainnet-beta.solana.com",
        PAYMENTS: "off",
      },
      { clientDir: "/nowhere" },
    );
    expect(publicSolanaConfig(mainnet.solana)).toMatchObject({
      rpcUrl: "https://rpc.example.com",
      wsUrl: "wss://ws.example.com",
      fallbackRpcUrl: "https://api.mainnet-beta.solana.com",
      cluster: "mainnet-beta",
      networkName: "Solana Mainnet",
      usdcMint: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
    });
  });

  it("names the network once, by cluster, and says when the chain is the embedded emulator", () => {
    expect(solanaNetworkName("localnet", true)).toBe("Local Solana (emulated)");
    expect(solanaNetworkName("localnet", false)).toBe("Local Solana validator");
    expect(solanaNetworkName("devnet", false)).toBe("Solana Devnet");
    expect(solanaNetworkName("testnet", false)).toBe("Solana Testnet");
    expect(solanaNetworkName("mainnet-beta", false)).toBe("Solana Mainnet");
  });

  it("refuses malformed Solana URLs", () => {
    const load = (env: Record<string, string>) => () => loadConfig(env, { clientDir: "/nowhere" });
    expect(load({ SOLANA_RPC_URL: "api.devnet.solana.com" })).toThrow(
      "SOLANA_RPC_URL must be an absolute URL",
    );
    expect(load({ SOLANA_RPC_URL: "wss://api.devnet.solana.com" })).toThrow("SOLANA_RPC_URL must be a http:");
    expect(load({ SOLANA_RPC_URL: "https://a.b", SOLANA_WS_URL: "https://a.b" })).toThrow("SOLANA_WS_URL");
    expect(load({ SOLANA_WS_URL: "wss://a.b" })).toThrow("need SOLANA_RPC_URL");
  });
});
