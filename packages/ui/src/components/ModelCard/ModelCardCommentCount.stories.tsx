import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ModelCardCommentCount } from "./ModelCardComments";

/** A model card's comment count: compact, in full for screen readers; a placeholder, or "n/a" when unknown. */
const meta = {
  title: "Components/ModelCard/ModelCardCommentCount",
  component: ModelCardCommentCount,
  parameters: { layout: "centered" },
  args: { comments: { count: 1_204 }, status: "success", locale: "en-US" },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof ModelCardCommentCount>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (root: HTMLElement) => root.querySelector('[data-slot="model-card-comments"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveAttribute("title", "1,204 comments");
    await expect(within(canvasElement).getByText("1.2K")).toBeVisible();
  },
};

export const Playground: Story = {};

/** One: singular. */
export const One: Story = {
  args: { comments: { count: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1 comment")).toHaveClass("sr-only");
  },
};

export const Loading: Story = {
  args: { comments: undefined, status: "loading" },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveAttribute("data-state", "loading");
    await expect(within(canvasElement).getByText("Comments: loading")).toBeInTheDocument();
  },
};

/** Unknown: "n/a", never a made-up zero. */
export const ErrorState: Story = {
  args: { comments: undefined, status: "error" },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveAttribute("data-state", "unknown");
    await expect(within(canvasElement).getByText("n/a")).toBeVisible();
    await expect(within(canvasElement).getByText("Comments: not available")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { comments: { count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(count(canvasElement)).toHaveAttribute("title", "0 comments");
  },
};
