import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Button } from "../Button/Button";
import { ScreenHeader } from "./ScreenHeader";

const meta = {
  title: "Components/ScreenHeader",
  component: ScreenHeader,
  parameters: { layout: "padded" },
  args: {
    title: "Featured Datasets",
    titleId: "screen-header-title",
    description: "Explore datasets from the hub by task, popularity and freshness, and preview their rows.",
  },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 1, name: "Featured Datasets" });
    await expect(heading).toHaveAttribute("id", "screen-header-title");
  },
};

export const Playground: Story = {
  argTypes: { size: { control: "inline-radio", options: ["lg", "md"] } },
};

/** Only the title. */
export const TitleOnly: Story = {
  args: { title: "AI Store.", description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="screen-header-description"]')).toBeNull();
  },
};

/** The graph's: a smaller title and an action at the end of the row. */
export const WithActions: Story = {
  args: {
    size: "md",
    title: "Community Graph",
    description: "How models, the datasets they were trained on and the people behind them connect.",
    actions: (
      <Button variant="primary" onClick={fn()}>
        Start a Conversation
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Start a Conversation" });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    title: "Featured Datasets for sentence similarity, retrieval and multilingual question answering",
    description:
      "Explore datasets from the hub by task, popularity and freshness, preview their rows and bookmark the ones you come back to. Every figure is the hub's own.",
  },
};

export const Dark: Story = { ...WithActions, globals: { theme: "dark" } };

export const Narrow: Story = { ...WithActions, tags: ["narrow"], globals: narrowViewport };
