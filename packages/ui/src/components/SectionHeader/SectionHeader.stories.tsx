import type { Meta, StoryObj } from "@storybook/react-vite";
import { RefreshCw } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Badge } from "../Badge/Badge";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { SectionHeader } from "./SectionHeader";

const meta = {
  title: "Components/SectionHeader",
  component: SectionHeader,
  parameters: { layout: "padded" },
  args: { title: "Featured", titleId: "section-header-title" },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 2, name: "Featured" });
    await expect(heading).toHaveAttribute("id", "section-header-title");
  },
};

export const Playground: Story = {
  argTypes: {
    size: { control: "inline-radio", options: ["md", "lg"] },
    level: { control: "inline-radio", options: [2, 3] },
  },
};

/** A count badge at the end of the row. */
export const WithBadge: Story = {
  args: { badge: <Badge variant="secondary">Top 6</Badge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Top 6")).toBeVisible();
  },
};

/** An action at the end (a panel's "Refresh"). */
export const WithActions: Story = {
  args: {
    title: "Select Model",
    actions: (
      <Button variant="outline" size="sm" onClick={fn()}>
        <RefreshCw aria-hidden="true" />
        Refresh
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Refresh" });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** A count and an action side by side. */
export const WithBadgeAndActions: Story = {
  args: {
    title: "Agents",
    badge: <Badge variant="secondary">3</Badge>,
    actions: (
      <Button variant="ghost" size="sm">
        Clear
      </Button>
    ),
  },
};

/** A part of a page (`lg`): a larger title, a link on its baseline. */
export const Large: Story = {
  args: {
    size: "lg",
    title: "Social Discussions",
    actions: (
      <Link
        href="#discussions"
        className="font-medium text-indigo-700 text-sm hover:underline dark:text-indigo-300"
      >
        View all
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "View all" })).toBeVisible();
  },
};

/** An `h3` under a section's own `h2`. */
export const LevelThree: Story = {
  args: { level: 3, title: "Receipts" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 3, name: "Receipts" })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: "Posts about sentence-transformers/paraphrase-multilingual-mpnet-base-v2 this week",
    badge: <Badge variant="secondary">Personalized</Badge>,
  },
};

export const Dark: Story = { ...WithBadgeAndActions, globals: { theme: "dark" } };

export const Narrow: Story = { ...LongText, tags: ["narrow"], globals: narrowViewport };
