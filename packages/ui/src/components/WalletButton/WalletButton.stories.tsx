import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { burnerWallet, sampleAddress, solflareNotDetected, walletButtonArgs } from "../../fixtures/wallets";
import { screenOf as screen } from "../../lib/story-support";
import { WalletModal, type WalletModalEntry } from "../WalletModal/WalletModal";
import { WalletButton, type WalletButtonState } from "./WalletButton";

/**
 * The wallet button with the wallet modal, as an app binds them to wallet-kit's `useWalletButton()` and
 * `useWalletModal()`. Here a story stands in for the session: connecting takes 800 ms and gives a fixed
 * address; Solflare refuses to connect.
 */
function WalletFlow() {
  const [state, setState] = useState<WalletButtonState>("no-wallet");
  const [wallet, setWallet] = useState<WalletModalEntry | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [next, setNext] = useState<{ state: WalletButtonState; wallet: WalletModalEntry | null } | null>(
    null,
  );

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => {
      setState(next.state);
      setWallet(next.wallet);
      setNext(null);
    }, 800);
    return () => clearTimeout(timer);
  }, [next]);

  const connected = state === "connected" || state === "disconnecting";
  return (
    <>
      <WalletButton
        state={state}
        address={connected ? sampleAddress : null}
        walletName={wallet?.name}
        walletIcon={wallet?.icon}
        onSelectWallet={() => setModalOpen(true)}
        onCopyAddress={() => {}}
        onChangeWallet={() => setModalOpen(true)}
        onDisconnect={() => {
          setState("disconnecting");
          setNext({ state: "no-wallet", wallet: null });
        }}
      />
      <WalletModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        wallets={[burnerWallet, solflareNotDetected]}
        onSelectWallet={(name) => {
          setModalOpen(false);
          const chosen = name === burnerWallet.name ? burnerWallet : solflareNotDetected;
          setWallet(chosen);
          setState("connecting");
          // A refused connect clears the selection, as wallet-adapter does.
          setNext(
            chosen === burnerWallet
              ? { state: "connected", wallet: chosen }
              : { state: "no-wallet", wallet: null },
          );
        }}
      />
    </>
  );
}

/** The wallet button: "Select Wallet", and the whole cycle with the wallet modal. */
const meta = {
  title: "Wallet/WalletButton",
  component: WalletButton,
  parameters: { layout: "centered" },
  args: walletButtonArgs,
} satisfies Meta<typeof WalletButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing loaded yet: "Select Wallet". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Select Wallet" })).toBeEnabled();
  },
};

export const Playground: Story = {};

/** Select Wallet → the modal → the test wallet → Connecting ... → the address → Disconnect → Select Wallet. */
export const ConnectAndDisconnect: Story = {
  render: () => <WalletFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Select Wallet" }));
    const dialog = await screen(canvasElement).findByRole("dialog", {
      name: "Connect a wallet on Solana to continue",
    });
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Burner wallet \(local test wallet\)/ }),
    );
    await expect(await canvas.findByRole("button", { name: "Connecting ..." })).toBeDisabled();
    const trigger = await canvas.findByRole("button", { name: "9xQe..VFin" });
    await expect(trigger).toHaveAttribute("title", sampleAddress);
    await userEvent.click(trigger);
    await userEvent.click(screen(canvasElement).getByRole("menuitem", { name: "Disconnect" }));
    await expect(await canvas.findByRole("button", { name: "Select Wallet" })).toBeEnabled();
    // The menu's close ends the story (its exit animation would otherwise race the visual snapshot).
    await waitFor(() => expect(screen(canvasElement).queryByRole("menu")).toBeNull());
  },
};

/** A wallet that refuses: the selection is cleared and the button is back to "Select Wallet". */
export const FailedConnect: Story = {
  render: () => <WalletFlow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Select Wallet" }));
    const dialog = await screen(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "More options" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Solflare" }));
    await canvas.findByRole("button", { name: "Connecting ..." });
    await waitFor(() => expect(canvas.getByRole("button", { name: "Select Wallet" })).toBeEnabled());
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    // Where focus lands depends on which ends first, the modal's exit or the refusal (the button is
    // disabled while connecting): the story ends with no focus so that its snapshot does not race.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
