import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Button } from "../Button";
import { GlobalSearchButton } from "../GlobalSearch/GlobalSearchButton";
import { ThemeToggle } from "../ThemeToggle";
import { WalletButton } from "../WalletButton/WalletButton";
import { Navbar, type NavbarProps, type NavLink } from "./Navbar";

/** The app's links (spec §2). */
const links: NavLink[] = [
  { label: "Playground", href: "/" },
  { label: "Store", href: "/store" },
  { label: "Feed", href: "/feed" },
  { label: "Graph", href: "/graph" },
  { label: "Swarms", href: "/swarms" },
];

/** Some page below the fixed bar, tall enough to scroll. */
function Page({ tall = false }: { tall?: boolean }) {
  return (
    <main className="mx-auto max-w-3xl px-4 pt-20 pb-10 text-zinc-700 dark:text-zinc-300">
      <h1 className="font-semibold text-2xl text-zinc-900 dark:text-white">Page content</h1>
      <p className="mt-2">The navigation bar stays fixed at the top while this page scrolls.</p>
      {tall && <div className="h-[200vh]" />}
    </main>
  );
}

const meta = {
  title: "Components/Navbar",
  component: Navbar,
  args: { links, currentPath: "/" },
  // Stories share one window: leave it scrolled to the top, while this story's tall page still exists.
  beforeEach: () => () => window.scrollTo({ top: 0, behavior: "instant" }),
  render: (args) => (
    <>
      <Navbar {...args} />
      <Page />
    </>
  ),
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scrolls the window to about `top` (one pixel more on every other retry, so that the browser fires a real
 * scroll event again) until `assertion` passes, then to exactly `top`, so the story always ends at the same
 * offset (its snapshot depends on it).
 */
async function scrollUntil(top: number, assertion: () => void) {
  let attempt = 0;
  await waitFor(() => {
    window.scrollTo({ top: top + (attempt++ % 2), behavior: "instant" });
    assertion();
  });
  window.scrollTo({ top, behavior: "instant" });
  await waitFor(() => {
    expect(window.scrollY).toBe(top);
    assertion();
  });
}

async function expectActive(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole("navigation", { name: "Main" });
  await expect(within(nav).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
  const others = within(nav)
    .getAllByRole("link")
    .filter((link) => link.textContent !== label);
  for (const link of others) await expect(link).not.toHaveAttribute("aria-current");
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Hiber" })).toHaveAttribute("href", "/");
    const nav = canvas.getByRole("navigation", { name: "Main" });
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Playground", "Store", "Feed", "Graph", "Swarms"]);
    await expect(canvas.getByRole("banner")).toHaveAttribute("data-scrolled", "false");
  },
};

export const Playground: Story = { args: { currentPath: "/store" } };

export const ActivePlayground: Story = {
  args: { currentPath: "/" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Playground"),
};
export const ActiveStore: Story = {
  args: { currentPath: "/store" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Store"),
};
export const ActiveFeed: Story = {
  args: { currentPath: "/feed" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Feed"),
};
export const ActiveGraph: Story = {
  args: { currentPath: "/graph" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Graph"),
};
export const ActiveSwarms: Story = {
  args: { currentPath: "/swarms" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Swarms"),
};

/** Prefix match: a page below /store keeps Store active, and "/" only matches itself. */
export const ActiveNestedPath: Story = {
  args: { currentPath: "/store/compare" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Store"),
};

/** No link is active on a path outside the bar (e.g. a model page). */
export const NoActiveLink: Story = {
  args: { currentPath: "/model/google-bert/bert-base-uncased" },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Main" });
    for (const link of within(nav).getAllByRole("link"))
      await expect(link).not.toHaveAttribute("aria-current");
  },
};

/** With the Wallet link, which the app adds on localhost when a wallet is connected. */
export const WithWalletLink: Story = {
  args: { links: [...links, { label: "Wallet", href: "/wallet" }], currentPath: "/wallet" },
  play: ({ canvasElement }) => expectActive(canvasElement, "Wallet"),
};

export const WithActions: Story = {
  args: {
    currentPath: "/store",
    actions: (
      <>
        <ThemeToggle theme="light" onThemeChange={fn()} />
        <Button size="sm">Select Wallet</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Select Wallet" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Theme: Light" })).toBeVisible();
  },
};

/** Every button of the bar lies inside the screen's width. */
function expectInsideViewport(canvasElement: HTMLElement) {
  const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
  const header = within(canvasElement).getByRole("banner");
  for (const button of within(header).getAllByRole("button")) {
    const { left, right } = button.getBoundingClientRect();
    const name = button.getAttribute("aria-label") ?? button.textContent;
    expect(left, `${name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(right, `${name} ends inside the screen`).toBeLessThanOrEqual(viewport);
  }
}

/** The app's actions on a 375 px phone: search, wallet, theme and the menu button all inside the screen. */
export const MobileWithAppActions: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: {
    currentPath: "/store",
    actions: (
      <>
        <GlobalSearchButton onClick={fn()} />
        <WalletButton state="no-wallet" onSelectWallet={fn()} />
        <ThemeToggle theme="dark" onThemeChange={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The wordmark and "Select Wallet" give their width up on a phone but keep their names.
    await expect(canvas.getByRole("link", { name: "Hiber" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Select Wallet" })).toBeVisible();
    expectInsideViewport(canvasElement);
  },
};

/** Connected on a phone: the shortened address stays written, and the menu button still fits. */
export const MobileWithAppActionsConnected: Story = {
  ...MobileWithAppActions,
  tags: ["narrow"],
  args: {
    currentPath: "/store",
    actions: (
      <>
        <GlobalSearchButton onClick={fn()} />
        <WalletButton state="connected" address="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" />
        <ThemeToggle theme="dark" onThemeChange={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: /9xQe/ })).toBeVisible();
    expectInsideViewport(canvasElement);
  },
};

/** Past 10 px of scroll the bar gains its bottom border. */
export const Scrolled: Story = {
  args: { currentPath: "/store" },
  render: (args) => (
    <>
      <Navbar {...args} />
      <Page tall />
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("banner");
    await scrollUntil(0, () => expect(header).toHaveAttribute("data-scrolled", "false"));
    await scrollUntil(11, () => expect(header).toHaveAttribute("data-scrolled", "true"));
    await scrollUntil(5, () => expect(header).toHaveAttribute("data-scrolled", "false"));
    await scrollUntil(120, () => expect(header).toHaveAttribute("data-scrolled", "true"));
  },
};

export const ScrolledDark: Story = { ...Scrolled, globals: { theme: "dark" } };

/** Below `md` the links sit in a menu; opened here with the keyboard. */
export const MobileMenuOpen: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { currentPath: "/feed" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Store" })).toBeNull();

    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(menu).toBeVisible();
    for (const label of ["Playground", "Store", "Feed", "Graph", "Swarms"]) {
      await expect(canvas.getByRole("link", { name: label })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "Feed" })).toHaveAttribute("aria-current", "page");
  },
};

export const MobileMenuOpenDark: Story = {
  ...MobileMenuOpen,
  tags: ["narrow"],
  globals: { ...narrowViewport, theme: "dark" },
};

/** The menu toggles with the button and closes on Escape, returning focus to the button. */
export const MobileMenuToggle: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { currentPath: "/" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Graph" })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Graph" })).toBeNull();

    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Playground" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("link", { name: "Graph" })).toBeNull();
    await expect(toggle).toHaveFocus();
  },
};

/** A route change (here simulated by the app changing `currentPath`) closes the menu. */
export const MobileMenuClosesOnRouteChange: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  render: function Render(args: NavbarProps) {
    const [path, setPath] = useState("/");
    return (
      <>
        <Navbar {...args} currentPath={path} />
        <main className="px-4 pt-96">
          <Button variant="outline" onClick={() => setPath("/swarms")}>
            Navigate to /swarms
          </Button>
        </main>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Navigate to /swarms" }));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(canvas.getByRole("link", { name: "Swarms" })).toHaveAttribute("aria-current", "page");
  },
};

/** Choosing a link in the menu closes it. */
export const MobileMenuClosesOnLinkClick: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole("link", { name: "Store" }));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};
