import { describe, expect, it, vi } from "vitest";
import type { WalletSession } from "./session";
import { walletModalModel } from "./useWalletModal";

const burner = {
  name: "Burner wallet (local test wallet)",
  icon: "data:,",
  readyState: "Installed" as const,
};

function session(patch: Partial<WalletSession>) {
  return {
    status: "disconnected" as WalletSession["status"],
    modalOpen: true,
    wallets: [burner],
    openModal: vi.fn(),
    closeModal: vi.fn(),
    selectWallet: vi.fn(),
    ...patch,
  };
}

describe("walletModalModel", () => {
  it("is open once asked for and the wallet part has published its wallets", () => {
    expect(walletModalModel(session({ status: "idle", wallets: [] })).open).toBe(false);
    expect(walletModalModel(session({ status: "loading", wallets: [] })).open).toBe(false);
    expect(walletModalModel(session({ status: "disconnected" })).open).toBe(true);
    expect(walletModalModel(session({ status: "connected", modalOpen: false })).open).toBe(false);
  });

  it("opens, closes and selects through the session", () => {
    const s = session({});
    const model = walletModalModel(s);
    model.onOpenChange(false);
    expect(s.closeModal).toHaveBeenCalledOnce();
    model.onOpenChange(true);
    expect(s.openModal).toHaveBeenCalledOnce();
    model.onSelectWallet(burner.name);
    expect(s.selectWallet).toHaveBeenCalledWith(burner.name);
    expect(model.wallets).toEqual([burner]);
  });
});
