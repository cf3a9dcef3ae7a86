import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { explorerUrl, receipts } from "../../fixtures/playground";
import { narrowViewport } from "../../lib/story-support";
import { RunReceipt } from "./RunReceipt";

const receipt = receipts[0]!;

/** The receipt line under a paid answer: the amount, and the transaction (a link to the explorer). */
const meta = {
  title: "Screens/PlaygroundScreen/RunReceipt",
  component: RunReceipt,
  parameters: { layout: "padded" },
  args: { receipt, getExplorerUrl: explorerUrl },
} satisfies Meta<typeof RunReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount paid and a link to the transaction, opening in a new tab (said to screen readers). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="playground-run-receipt"]')).toHaveTextContent(
      "Paid 0.10 USDC",
    );
    const link = canvas.getByRole("link", { name: "View transaction (opens in a new tab)" });
    await expect(link).toHaveAttribute("href", explorerUrl(receipt.signature));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const Playground: Story = {};

/** No explorer for this network: the signature itself, in full. */
export const WithoutExplorer: Story = {
  args: { getExplorerUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText(receipt.signature)).toBeVisible();
  },
};

/** On a phone the 88-character signature must not push the page wider than the screen. */
export const NarrowSignature: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { getExplorerUrl: undefined },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-slot="playground-run-receipt"]') as HTMLElement;
    await expect(line.scrollWidth).toBeLessThanOrEqual(line.clientWidth);
  },
};
