import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo, LogoMark } from "./Logo";

const meta = {
  title: "Components/Logo",
  component: Logo,
  parameters: { layout: "centered" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: "dark" } };
export const MarkOnly: Story = { render: () => <LogoMark className="size-16" /> };
