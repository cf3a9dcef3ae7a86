import { describe, expect, it } from "vitest";
import { walletButtonState } from "./useWalletButton";

describe("walletButtonState", () => {
  it.each([
    [{ status: "idle", walletName: null }, "no-wallet"],
    [{ status: "loading", walletName: null }, "no-wallet"],
    // A remembered wallet reconnects as soon as the wallet part has loaded.
    [{ status: "loading", walletName: "Phantom" }, "connecting"],
    [{ status: "disconnected", walletName: null }, "no-wallet"],
    [{ status: "disconnected", walletName: "Phantom" }, "has-wallet"],
    [{ status: "connecting", walletName: "Phantom" }, "connecting"],
    [{ status: "connected", walletName: "Phantom" }, "connected"],
    [{ status: "disconnecting", walletName: "Phantom" }, "disconnecting"],
  ] as const)("%o is %s", (session, state) => {
    expect(walletButtonState(session)).toBe(state);
  });
});
