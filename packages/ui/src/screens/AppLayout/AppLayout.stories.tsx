import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Footer } from "../../components/Footer";
import { Navbar } from "../../components/Navbar";
import { ThemeToggle } from "../../components/ThemeToggle";
import { firstPage } from "../../fixtures/models";
import { narrowViewport } from "../../lib/story-support";
import { StoreScreen } from "../StoreScreen";
import { AppLayout } from "./AppLayout";

const links = [
  { label: "Playground", href: "/" },
  { label: "Store", href: "/store" },
  { label: "Feed", href: "/feed" },
  { label: "Graph", href: "/graph" },
  { label: "Swarms", href: "/swarms" },
];

const meta = {
  title: "Screens/AppLayout",
  component: AppLayout,
  args: {
    navbar: (
      <Navbar
        links={links}
        currentPath="/store"
        actions={<ThemeToggle theme="light" onThemeChange={fn()} />}
      />
    ),
    footer: (
      <Footer
        status={[
          { label: "hub", emulated: true },
          { label: "router", emulated: true },
        ]}
      />
    ),
    children: (
      <StoreScreen
        status="success"
        models={firstPage}
        page={1}
        pageCount={167}
        hasNextPage
        locale="en-US"
        onPreviousPage={fn()}
        onNextPage={fn()}
      />
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeVisible();
    const main = canvas.getByRole("main");
    await expect(within(main).getByRole("heading", { level: 1, name: "AI Store." })).toBeVisible();
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    // The page starts below the fixed 3.5rem bar.
    await expect(getComputedStyle(main).paddingTop).toBe("56px");
    // The first Tab reaches "Skip to content", which moves focus to the page.
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to content" });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#main");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
};

/** A short page: the footer still sits at the bottom of the window. */
export const ShortPage: Story = {
  args: {
    children: <p className="mx-auto max-w-2xl px-4 py-16 text-zinc-700 dark:text-zinc-300">A short page.</p>,
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(Math.round(footer.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};
