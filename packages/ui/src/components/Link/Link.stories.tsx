import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Link } from "./Link";
import { type LinkComponentProps, LinkProvider } from "./LinkProvider";

const meta = {
  title: "Components/Link",
  component: Link,
  subcomponents: { LinkProvider },
  parameters: { layout: "centered" },
  args: {
    href: "/store",
    children: "Open the Store",
    className: "font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300",
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Open the Store" });
    await expect(link).toHaveAttribute("href", "/store");
    await expect(link).toHaveAttribute("data-slot", "link");
  },
};

const navigate = fn();

/** A provider decides how links render: here, a stand-in for a router link that reports navigations. */
function RouterLikeLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    />
  );
}

export const WithProvider: Story = {
  render: (args) => (
    <LinkProvider component={RouterLikeLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole("link", { name: "Open the Store" });
    await expect(link).toHaveAttribute("data-router-link");
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/store");
  },
};
