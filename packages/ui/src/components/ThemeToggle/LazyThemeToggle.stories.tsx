import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { openPopupParameters } from "../../lib/story-a11y";
import { LazyThemeToggle } from "./LazyThemeToggle";
import { ThemeToggle } from "./ThemeToggle";

/** `ThemeToggle` as the app renders it: the menu's code loads on first use; the same button stands in. */
const meta = {
  title: "Components/ThemeToggle/LazyThemeToggle",
  component: LazyThemeToggle,
  parameters: { layout: "centered" },
  args: { theme: "dark", onThemeChange: fn() },
  argTypes: { theme: { control: "inline-radio", options: ["dark", "light", "system"] } },
} satisfies Meta<typeof LazyThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Radix gives its trigger a generated id; the rest of the button is the same.
const markup = (element: HTMLElement) => element.outerHTML.replace(/ id="[^"]*"/, "");

/**
 * `LazyThemeToggle` (the app's, its menu's code loaded on first use): before the code is in, the button
 * is the same as `ThemeToggle`'s (a menu trigger for assistive tech too); a key press meanwhile opens the
 * menu once the code is in, and closing it gives focus back.
 */
export const BeforeLoad: Story = {
  globals: { theme: "dark" },
  parameters: openPopupParameters,
  render: (args) => (
    <div className="flex gap-4">
      <div data-testid="lazy">
        <LazyThemeToggle {...args} />
      </div>
      <div data-testid="eager">
        <ThemeToggle {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lazy = () => within(within(canvasElement).getByTestId("lazy")).getByRole("button");
    const eager = within(within(canvasElement).getByTestId("eager")).getByRole("button");
    await expect(lazy()).toHaveAccessibleName("Theme: Dark");
    await expect(lazy()).toHaveAttribute("aria-haspopup", "menu");
    await expect(markup(lazy())).toBe(markup(eager));
    lazy().focus();
    fireEvent.keyDown(lazy(), { key: "Enter" });
    await body(canvasElement).findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).toBeNull());
    await waitFor(() => expect(lazy()).toHaveFocus());
  },
};

/** `LazyThemeToggle` with its code in: a press opens the menu; picking a theme calls back. */
export const Default: Story = {
  globals: { theme: "dark" },
  parameters: openPopupParameters,
  loaders: [() => LazyThemeToggle.preload()],
  render: (args) => <LazyThemeToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Theme: Dark" }));
    const menu = within(await body(canvasElement).findByRole("menu"));
    await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeChecked();
    await userEvent.click(menu.getByRole("menuitemradio", { name: "Light" }));
    await expect(args.onThemeChange).toHaveBeenCalledWith("light");
  },
};
