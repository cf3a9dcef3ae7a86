import { describe, expect, it } from "vitest";
import { isWalletHost, resolveSolanaEndpoints } from "./solana-config.ts";

describe("resolveSolanaEndpoints", () => {
  it("resolves the embedded chain's path against the page, with a ws: websocket", () => {
    expect(
      resolveSolanaEndpoints(
        { rpcUrl: "/api/solana", wsUrl: "/api/solana" },
        { href: "http://127.0.0.1:3107/store" },
      ),
    ).toEqual({ endpoint: "http://127.0.0.1:3107/api/solana", wsEndpoint: "ws://127.0.0.1:3107/api/solana" });
  });

  it("uses wss: on an https page", () => {
    expect(
      resolveSolanaEndpoints(
        { rpcUrl: "/api/solana", wsUrl: "/api/solana" },
        { href: "https://hiber.example/wallet" },
      ),
    ).toEqual({ endpoint: "https://hiber.example/api/solana", wsEndpoint: "wss://hiber.example/api/solana" });
  });

  it("keeps absolute URLs of a real cluster", () => {
    expect(
      resolveSolanaEndpoints(
        { rpcUrl: "https://api.devnet.solana.com", wsUrl: "wss://api.devnet.solana.com" },
        { href: "http://localhost:3000/" },
      ),
    ).toEqual({ endpoint: "https://api.devnet.solana.com/", wsEndpoint: "wss://api.devnet.solana.com/" });
  });

  it("falls back to the RPC URL for the websocket", () => {
    expect(
      resolveSolanaEndpoints(
        { rpcUrl: "https://rpc.example.com/key", wsUrl: "" },
        { href: "http://localhost/" },
      ).wsEndpoint,
    ).toBe("wss://rpc.example.com/key");
  });
});

describe("isWalletHost", () => {
  it.each(["localhost", "127.0.0.1", "LOCALHOST", "[::1]"])("%s is a wallet host", (host) => {
    expect(isWalletHost(host)).toBe(true);
  });

  it("accepts a configured host and nothing else", () => {
    expect(isWalletHost("192.168.1.20", ["192.168.1.20"])).toBe(true);
    expect(isWalletHost("hiber.example")).toBe(false);
    expect(isWalletHost("192.168.1.21", ["192.168.1.20"])).toBe(false);
  });
});
