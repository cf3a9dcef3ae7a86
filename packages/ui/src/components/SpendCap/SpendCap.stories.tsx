import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frame } from "../../lib/story-support";
import { SpendCap, type SpendCapProps } from "./SpendCap";

function StatefulSpendCap(args: SpendCapProps) {
  const [cap, setCap] = useState(args.cap);
  return (
    <SpendCap
      {...args}
      cap={cap}
      onCapChange={(value) => {
        setCap(value);
        args.onCapChange(value);
      }}
    />
  );
}

const meta = {
  title: "Components/SpendCap",
  component: SpendCap,
  parameters: { layout: "padded" },
  render: (args) => <StatefulSpendCap {...args} />,
  args: { cap: 1, spent: 0.2, onCapChange: fn() },
  decorators: [frame("max-w-sm")],
} satisfies Meta<typeof SpendCap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Spent $0.20 of $1.00")).toBeVisible();
    const input = canvas.getByRole("spinbutton", { name: "Spend cap (USDC per session)" });
    await expect(input).toHaveValue(1);
    await userEvent.clear(input);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Enter an amount of 0 or more.");
    await userEvent.type(input, "2.5");
    await expect(args.onCapChange).toHaveBeenLastCalledWith(2.5);
    await expect(canvas.getByText("Spent $0.20 of $2.50")).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Reached: Story = {
  args: { spent: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Spent $1.00 of $1.00 · cap reached")).toBeVisible();
  },
};

export const ReachedDark: Story = { ...Reached, globals: { theme: "dark" } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("spinbutton")).toBeDisabled();
  },
};
