import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { explorerUrl, receipts } from "../../fixtures/playground";
import { frame } from "../../lib/story-support";
import { ReceiptList } from "./ReceiptList";

const meta = {
  title: "Components/ReceiptList",
  component: ReceiptList,
  parameters: { layout: "padded" },
  args: {
    receipts,
    getExplorerUrl: explorerUrl,
    locale: "en-US",
    timeFormat: { timeStyle: "short", timeZone: "UTC" },
  },
  decorators: [frame("max-w-sm")],
} satisfies Meta<typeof ReceiptList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: /Transaction 5VER…kQUW/ });
    await expect(link).toHaveAttribute("href", explorerUrl(receipts[0]!.signature));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(canvas.getAllByText("0.10 USDC")).toHaveLength(2);
    await expect(canvas.getByText("Llama-3.1-8B-Instruct")).toBeVisible();
    await expect(canvas.getByText("2:32 PM")).toBeVisible();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: "dark" } };

export const Empty: Story = {
  args: { receipts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No payments yet in this session.")).toBeVisible();
  },
};

/** Without an explorer, signatures are plain text. */
export const WithoutExplorer: Story = {
  args: { getExplorerUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
