import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import { type LinkComponentProps, LinkProvider } from "../packages/ui/src/components/Link";
import "../packages/ui/src/styles/globals.css";

/**
 * Applies the theme global (light / dark) to the document, as the app does. A docs page shows many stories in
 * one document, some of them dark: there the document stays light and a dark story gets a dark box of its own
 * (`.dark` on a wrapper: the `dark` variant matches its descendants).
 */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === "dark";
  const inDocs = context.viewMode === "docs";
  useEffect(() => {
    const documentDark = dark && !inDocs;
    document.documentElement.classList.toggle("dark", documentDark);
    document.documentElement.style.colorScheme = documentDark ? "dark" : "light";
  }, [dark, inDocs]);
  if (!inDocs || !dark) return <Story />;
  return (
    <div
      className="dark"
      style={{
        colorScheme: "dark",
        background: "var(--color-zinc-950)",
        color: "var(--color-zinc-100)",
        padding: 16,
      }}
    >
      <Story />
    </div>
  );
};

/**
 * In-app links (paths starting with "/") must not navigate the story iframe away: like a client-side
 * router, a plain click is swallowed. External links and modified clicks behave normally.
 */
function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const plainClick =
          event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
        if (plainClick && href.startsWith("/")) event.preventDefault();
      }}
      {...props}
    />
  );
}

const withLinks: Decorator = (Story) => (
  <LinkProvider component={StoryLink}>
    <Story />
  </LinkProvider>
);

const preview: Preview = {
  // Every meta gets a docs page ("Docs" under its title): the component's description and props table (from its
  // TSDoc, read by react-docgen), then its stories. The guides are docs/*.mdx ("Docs/…").
  tags: ["autodocs"],
  decorators: [withLinks, withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: { title: "Theme", icon: "mirror", items: ["light", "dark"], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "fullscreen",
    // The guides first, in reading order, then the components, screens and wallet views.
    options: {
      storySort: {
        order: [
          "Docs",
          ["Getting started", "Theming and tokens", "hub-sdk", "wallet-kit and x402"],
          "Components",
          "Screens",
          "Wallet",
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: axe violations fail the run. Under a test browser (Playwright sets
    // navigator.webdriver) axe details only its violations: building a selector for every passing node was
    // most of a story's time in the one-pass test (axe's `resultTypes`); the Storybook UI keeps them all.
    a11y: {
      test: "error",
      options: globalThis.navigator?.webdriver ? { resultTypes: ["violations"] } : {},
    },
    // "narrow" (375 px) is what the visual tests use for stories tagged "narrow"; story tests honour it too.
    viewport: {
      options: {
        narrow: { name: "Narrow (375px)", styles: { width: "375px", height: "812px" }, type: "mobile" },
      },
    },
  },
};

export default preview;
