import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { explorerUrl, receipts } from "../../fixtures/playground";
import { PaymentPanel } from "./PaymentPanel";

const meta = {
  title: "Screens/PlaygroundScreen/PaymentPanel",
  component: PaymentPanel,
  parameters: { layout: "padded" },
  args: {
    cap: 1,
    spent: 0,
    onCapChange: fn(),
    getExplorerUrl: explorerUrl,
    locale: "en-US",
    className: "max-w-sm",
  },
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh session: nothing spent, no receipts; typing a cap calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText("Spend cap (USDC per session)");
    await userEvent.clear(input);
    await userEvent.type(input, "2");
    await expect(args.onCapChange).toHaveBeenLastCalledWith(2);
  },
};

/** Two paid prompts: spent and the receipts. */
export const WithReceipts: Story = { args: { spent: 0.2, receipts } };

/** The cap cannot be changed here: only the receipts. */
export const ReceiptsOnly: Story = { args: { receipts, onCapChange: undefined } };
