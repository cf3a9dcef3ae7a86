import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { WalletScreenNotice, WalletScreenNoticeDetail } from "./WalletScreenNotice";

const meta = {
  title: "Screens/WalletScreen/WalletScreenNotice",
  component: WalletScreenNotice,
  parameters: { layout: "padded" },
  args: { tone: "success", slot: "story-notice", children: <p>Transaction successful!</p> },
} satisfies Meta<typeof WalletScreenNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success is a status. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole("status");
    await expect(notice).toHaveTextContent("Transaction successful!");
    await expect(notice).toHaveAttribute("data-tone", "success");
  },
};

/** An error is an alert; the raw detail stays closed until asked for. */
export const ErrorWithDetail: Story = {
  args: {
    tone: "error",
    children: (
      <>
        <p>The Solana network could not be reached. Check your connection and try again.</p>
        <WalletScreenNoticeDetail detail="TypeError: Failed to fetch" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveAttribute("data-tone", "error");
    const detail = canvas.getByText("TypeError: Failed to fetch");
    await expect(detail).not.toBeVisible();
    await userEvent.click(canvas.getByText("Details"));
    await expect(detail).toBeVisible();
  },
};

/** No detail, no disclosure. */
export const ErrorWithoutDetail: Story = {
  args: {
    tone: "error",
    children: (
      <>
        <p>Wallet not connected</p>
        <WalletScreenNoticeDetail />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Details")).toBeNull();
  },
};

export const Dark: Story = { ...ErrorWithDetail, globals: { theme: "dark" } };
