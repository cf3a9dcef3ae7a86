import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { openPopupParameters } from "../../lib/story-a11y";
import { ThemeToggle } from "./ThemeToggle";

const meta = {
  title: "Components/ThemeToggle",
  component: ThemeToggle,
  parameters: { layout: "centered" },
  args: { theme: "dark", onThemeChange: fn() },
  argTypes: { theme: { control: "inline-radio", options: ["dark", "light", "system"] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Spec part 2 §4: three themes (dark, light, system); the menu marks the chosen one. */
export const Default: Story = {
  globals: { theme: "dark" },
  parameters: openPopupParameters,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Theme: Dark" });
    await userEvent.click(button);
    const menu = within(await body(canvasElement).findByRole("menu"));
    const items = menu.getAllByRole("menuitemradio");
    await expect(items.map((item) => item.textContent)).toEqual(["Dark", "Light", "System"]);
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeChecked();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "System" }));
    await expect(args.onThemeChange).toHaveBeenCalledWith("system");
  },
};

/** Keyboard only: Enter opens the menu, the arrows move, Enter picks. */
export const Keyboard: Story = {
  args: { theme: "light" },
  parameters: openPopupParameters,
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole("button", { name: "Theme: Light" }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = within(await body(canvasElement).findByRole("menu"));
    await expect(menu.getByRole("menuitemradio", { name: "Light" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(menu.getByRole("menuitemradio", { name: "System" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onThemeChange).toHaveBeenCalledWith("system");
  },
};

export const Light: Story = { args: { theme: "light" } };

export const System: Story = {
  args: { theme: "system" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Theme: System" })).toBeVisible();
  },
};

export const Dark: Story = { args: { theme: "dark" }, globals: { theme: "dark" } };
