import type { Meta, StoryObj } from "@storybook/react-vite";
import { RotateCcw, SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  parameters: { layout: "padded" },
  args: {
    icon: <SearchX aria-hidden="true" />,
    title: "No models found",
    description: "No models match “llama”. Try another search or category.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "No models found" })).toBeVisible();
    await expect(canvas.getByText(/Try another search/)).toBeVisible();
  },
};

export const Playground: Story = {
  argTypes: { size: { control: "inline-radio", options: ["lg", "sm"] } },
};

/** A way out: the action is the caller's button. */
export const WithAction: Story = {
  args: {
    title: "No datasets found matching your filters.",
    description: undefined,
    action: (
      <Button variant="outline" onClick={fn()}>
        <RotateCcw aria-hidden="true" />
        Reset Filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Reset Filters" });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** Only a title: no icon, no line, no action. */
export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: "No discussions found for this filter." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

/** Inside a panel (the playground's model list): smaller, and its title is no heading of its own. */
export const Small: Story = {
  args: {
    size: "sm",
    title: "No models match these filters.",
    description: undefined,
    action: (
      <Button variant="outline" size="sm">
        <RotateCcw aria-hidden="true" />
        Reset Filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.getByText("No models match these filters.")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      "No posts about sentence-transformers/paraphrase-multilingual-mpnet-base-v2 among the loaded ones.",
    description:
      "View More loads older posts; the search covers the last seven days of posts that mention the model by its full id or by its short name.",
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: "dark" } };

export const Narrow: Story = { ...Default, tags: ["narrow"], globals: narrowViewport };
