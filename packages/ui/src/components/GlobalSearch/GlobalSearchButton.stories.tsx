import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { frame, narrowViewport } from "../../lib/story-support";
import { GlobalSearchButton } from "./GlobalSearchButton";

const meta = {
  title: "Components/GlobalSearchButton",
  component: GlobalSearchButton,
  args: { onClick: fn() },
  decorators: [frame("p-6")],
} satisfies Meta<typeof GlobalSearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Search" and the shortcut; a press opens the search (the app's). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Search" });
    await expect(within(button).getByText("Ctrl K")).toBeVisible();
    await expect(button).toHaveAttribute("aria-keyshortcuts", "Meta+K Control+K");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** On an Apple device the app passes "⌘K". */
export const AppleShortcut: Story = { args: { shortcut: "⌘K" } };

/** On a phone: the magnifier alone, as big as the navbar's other icon buttons. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Search" });
    await expect(within(button).getByText("Ctrl K")).not.toBeVisible();
    await expect(button.getBoundingClientRect().width).toBe(40);
  },
};

export const Dark: Story = { globals: { theme: "dark" } };
