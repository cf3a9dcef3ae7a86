import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { ErrorNotice } from "./ErrorNotice";

const meta = {
  title: "Components/ErrorNotice",
  component: ErrorNotice,
  parameters: { layout: "padded" },
  args: {
    title: "Couldn't load datasets.",
    message: "The hub answered 503: it is busy. Try again in a moment.",
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Couldn't load datasets. The hub answered 503: it is busy. Try again in a moment.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {
  argTypes: {
    tone: { control: "inline-radio", options: ["error", "warning"] },
    layout: { control: "inline-radio", options: ["inline", "stacked"] },
  },
};

/** Message, then the button under it (a card's or a list's failure); the label the spec names. */
export const Stacked: Story = {
  args: {
    layout: "stacked",
    title: undefined,
    message: "Failed to fetch tweets",
    retryLabel: "Try Again",
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Try Again" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Amber: the load failed but something still shows (the graph's fixed sample). */
export const Warning: Story = {
  args: {
    tone: "warning",
    title: "Failed to load graph data.",
    message:
      "Showing a fixed sample graph of a few well-known repos instead (no counts: they would be made up).",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveAttribute("data-tone", "warning");
  },
};

/** Without `onRetry` there is no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    message:
      "The datasets server answered 500 for sentence-transformers/paraphrase-multilingual-mpnet-base-v2-with-a-very-long-config-name: the split could not be read.",
  },
};

export const Dark: Story = { ...Default, globals: { theme: "dark" } };

export const StackedDark: Story = { ...Stacked, globals: { theme: "dark" } };

export const Narrow: Story = { ...Default, tags: ["narrow"], globals: narrowViewport };
