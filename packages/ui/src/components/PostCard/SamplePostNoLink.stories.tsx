import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SamplePostNoLink } from "./SampleLabel";

/**
 * Where a real post has its "View tweet" / "View Discussion" link: a made-up post has no page, so this says so
 * instead of linking to an invented address.
 */
const meta = {
  title: "Components/PostCard/SamplePostNoLink",
  component: SamplePostNoLink,
  parameters: { layout: "centered" },
  args: { source: "tweets" },
  argTypes: { source: { control: "inline-radio", options: ["tweets", "hub"] } },
} satisfies Meta<typeof SamplePostNoLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A made-up post: a note, and no link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Sample post: not on X")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** A made-up hub discussion. */
export const Hub: Story = {
  args: { source: "hub" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Sample discussion: not on the hub")).toBeVisible();
  },
};
