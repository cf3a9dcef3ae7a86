import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { LoadingBar } from "./LoadingBar";

const meta = {
  title: "Components/LoadingBar",
  component: LoadingBar,
  parameters: { layout: "fullscreen" },
  args: { active: true, delayMs: 0 },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page is loading: the bar runs across the top. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading page" })).toBeVisible();
  },
};

/** Nothing is loading: nothing shows. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("progressbar")).toBeNull();
  },
};

/** A quick load shows nothing; the bar appears once loading has lasted `delayMs`. */
export const Delayed: Story = {
  args: { delayMs: 200, label: "Loading store" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await waitFor(() => expect(canvas.getByRole("progressbar", { name: "Loading store" })).toBeVisible());
  },
};
