import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Link } from "../Link";
import { Badge } from "./Badge";

const meta = {
  title: "Components/Badge",
  component: Badge,
  parameters: { layout: "centered" },
  args: { children: "Text Generation" },
  argTypes: {
    variant: {
      control: "select",
      options: ["default", "secondary", "outline", "success", "warning", "destructive"],
    },
    size: { control: "inline-radio", options: ["sm", "md"] },
    asChild: { table: { disable: true } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Text Generation");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "default");
    await expect(badge).toHaveAttribute("data-size", "sm");
  },
};

export const Playground: Story = { args: { variant: "outline", size: "md" } };

/** `asChild` gives a link the chip's look; it stays a link. */
export const AsLink: Story = {
  args: { variant: "outline" },
  render: (args) => (
    <Badge {...args} asChild>
      <Link href="/store?category=text-generation">Text Generation</Link>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Text Generation" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await expect(link).toHaveAttribute("href", "/store?category=text-generation");
  },
};
