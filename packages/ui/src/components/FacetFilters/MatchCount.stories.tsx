import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { MatchCount } from "./MatchCount";

const meta = {
  title: "Components/MatchCount",
  component: MatchCount,
  parameters: { layout: "padded" },
  args: { noun: ["model", "models"], matches: { count: 1234 } },
} satisfies Meta<typeof MatchCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An exact count, in the locale's digits. */
export const Exact: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1,234 models")).toBeVisible();
  },
};

/** The service gave no total: at least this many, more follow. */
export const LowerBound: Story = {
  args: { noun: ["dataset", "datasets"], matches: { count: 12, more: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("12+ datasets")).toBeVisible();
  },
};

/** One match: the singular. */
export const One: Story = {
  args: { matches: { count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 model")).toBeVisible();
  },
};

/** Unknown while the list loads: nothing written, the live region kept for the count to come. */
export const Unknown: Story = {
  args: { matches: undefined },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('p[aria-live="polite"]');
    await expect(region).not.toBeNull();
    await expect(region).toHaveTextContent(/^$/);
  },
};
