import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ScrollToTopButton } from "./ScrollToTopButton";

const meta = {
  title: "Components/ScrollToTopButton",
  component: ScrollToTopButton,
  args: { onClick: fn() },
  // Stories share one window: leave it scrolled to the top, while this story's tall page still exists.
  beforeEach: () => () => window.scrollTo({ top: 0, behavior: "instant" }),
  render: (args) => (
    <main className="px-4 py-10 text-zinc-700 dark:text-zinc-300">
      <h1 className="font-semibold text-2xl text-zinc-900 dark:text-white">A long page</h1>
      <p className="mt-2">Scroll down: the button appears in the bottom-right corner.</p>
      <div className="h-[300vh]" />
      <p>The end of the page.</p>
      <ScrollToTopButton {...args} />
    </main>
  ),
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const findButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole("button", { name: "Scroll to top" });

/**
 * Scrolls the window to about `top` until `assertion` passes. Each retry moves by one pixel so that the
 * browser fires a real scroll event again (headless Chromium can drop the one right after a theme switch).
 */
async function scrollUntil(top: number, assertion: () => void) {
  let attempt = 0;
  await waitFor(() => {
    window.scrollTo({ top: top + (attempt++ % 2), behavior: "instant" });
    assertion();
  });
}

/** Hidden at the top, shown past 400 px, and scrolls back up when pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await scrollUntil(0, () => expect(findButton(canvasElement)).toBeNull());

    window.scrollTo({ top: 300, behavior: "instant" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(findButton(canvasElement)).toBeNull();

    await scrollUntil(1000, () => expect(findButton(canvasElement)).toBeVisible());
    await userEvent.click(findButton(canvasElement)!);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(findButton(canvasElement)).toBeNull());
  },
};

/** Shown in its visible state (for visual tests and the dark theme). */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await scrollUntil(800, () => expect(findButton(canvasElement)).toBeVisible());
  },
};

export const VisibleDark: Story = { ...Visible, globals: { theme: "dark" } };

export const CustomThreshold: Story = {
  args: { threshold: 50 },
  play: async ({ canvasElement }) => {
    await scrollUntil(30, () => expect(findButton(canvasElement)).toBeNull());
    await scrollUntil(60, () => expect(findButton(canvasElement)).toBeVisible());
  },
};
