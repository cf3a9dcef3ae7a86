import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { Badge } from "./Badge";

const meta = {
  title: "Components/Badge/Features",
  component: Badge,
  parameters: { layout: "centered" },
  args: { children: "Badge" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Secondary: Story = { args: { variant: "secondary", children: "MIT" } };
export const Outline: Story = { args: { variant: "outline", children: "pytorch" } };
export const Success: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <CircleCheck aria-hidden="true" /> Paid
      </>
    ),
  },
};
export const Warning: Story = {
  args: {
    variant: "warning",
    children: (
      <>
        <TriangleAlert aria-hidden="true" /> Over cap
      </>
    ),
  },
};
export const Destructive: Story = { args: { variant: "destructive", children: "Failed" } };
export const Medium: Story = { args: { size: "md", children: "Vision" } };

/** Every variant side by side, to compare them in both themes. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2 p-4">
      {(["default", "secondary", "outline", "success", "warning", "destructive"] as const).map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
};

export const AllVariantsDark: Story = { ...AllVariants, globals: { theme: "dark" } };
