import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useWalletButton } from "./useWalletButton";
import { useWalletSession } from "./useWalletSession";
import { WalletKitRoot } from "./WalletKitRoot";

/** What a component inside the root reads: the session and the wallet button's state (no styles: wallet-kit has none). */
function SessionReadout() {
  const session = useWalletSession();
  const button = useWalletButton();
  return (
    <dl style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 16px", padding: 24 }}>
      <dt>status</dt>
      <dd data-testid="status">{session.status}</dd>
      <dt>cluster</dt>
      <dd data-testid="cluster">{session.cluster}</dd>
      <dt>emulated</dt>
      <dd data-testid="emulated">{String(session.emulated)}</dd>
      <dt>button</dt>
      <dd data-testid="button-state">{button.state}</dd>
    </dl>
  );
}

const meta = {
  title: "Wallet/WalletKitRoot",
  component: WalletKitRoot,
  args: { endpoint: null, children: <SessionReadout /> },
  argTypes: { children: { table: { disable: true } }, onError: { table: { disable: true } } },
} satisfies Meta<typeof WalletKitRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The root renders its children at once, before any wallet code has loaded (the heavy part loads when the
 * button is pressed or a wallet is remembered); here the endpoint is not known yet (configuration loading).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("status")).toHaveTextContent("idle");
    await expect(canvas.getByTestId("button-state")).toHaveTextContent("no-wallet");
    await expect(canvas.getByTestId("emulated")).toHaveTextContent("false");
  },
};

/** On the app's embedded chain: the cluster comes from the endpoint, and the burner wallet will be offered. */
export const EmbeddedChain: Story = {
  args: { endpoint: "http://127.0.0.1:3000/api/solana", emulated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("emulated")).toHaveTextContent("true");
    await expect(canvas.getByTestId("cluster")).toHaveTextContent("localnet");
    await expect(canvas.getByTestId("status")).toHaveTextContent("idle");
  },
};
