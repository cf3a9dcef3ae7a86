import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserRound, Wallet } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { ConnectWalletCard } from "./ConnectWalletCard";

const onConnect = fn();

const meta = {
  title: "Components/ConnectWalletCard",
  component: ConnectWalletCard,
  parameters: { layout: "padded" },
  args: {
    icon: <Wallet className="size-6" />,
    title: "Wallet",
    children: (
      <>
        <p className="text-zinc-600 dark:text-zinc-400">Please connect your wallet to continue.</p>
        <Button onClick={onConnect}>Connect Wallet</Button>
      </>
    ),
  },
} satisfies Meta<typeof ConnectWalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet page without a wallet: the page's heading, its text and its button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Connect Wallet" }));
    await expect(onConnect).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { title: "Connect a wallet" } };

/** The profile's card: another icon, a longer text, the button while the wallet connects. */
export const Connecting: Story = {
  args: {
    icon: <UserRound className="size-6" />,
    title: "Profile",
    children: (
      <>
        <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">
          A wallet is your identity here: connect one to see its balances, its signed comments and ratings,
          the prompts it paid for and what you saved.
        </p>
        <Button disabled>
          <Wallet aria-hidden="true" />
          Connecting...
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Connecting..." })).toBeDisabled();
  },
};
