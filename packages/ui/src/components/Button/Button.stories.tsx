import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link } from "../Link";
import { Button } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  parameters: { layout: "centered" },
  args: { children: "Button", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "destructive"] },
    size: { control: "select", options: ["sm", "md", "lg", "icon"] },
    loading: { control: "boolean" },
    disabled: { control: "boolean" },
    asChild: { table: { disable: true } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Button" });
    await expect(button).toHaveAttribute("type", "button");
    await expect(button).toHaveAttribute("data-variant", "primary");
    await expect(button).toHaveAttribute("data-size", "md");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  args: { variant: "secondary", size: "lg", children: "Play with me" },
};

/** `asChild` gives a link the button's look; it stays a link for assistive technology. */
export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild>
      <Link href="/store">
        Open the Store
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Open the Store" });
    await expect(link).toHaveAttribute("href", "/store");
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
