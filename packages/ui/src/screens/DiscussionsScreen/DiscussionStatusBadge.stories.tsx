import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { DiscussionStatusBadge } from "./DiscussionStatusBadge";

/** A hub discussion's status: "Open" green, anything else grey, as the hub spells it. Static. */
const meta = {
  title: "Screens/DiscussionsScreen/DiscussionStatusBadge",
  component: DiscussionStatusBadge,
  parameters: { layout: "centered" },
  args: { status: "open" },
  argTypes: { status: { control: "inline-radio", options: ["open", "closed", "merged", "draft"] } },
} satisfies Meta<typeof DiscussionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (root: HTMLElement) => root.querySelector('[data-slot="discussion-status"]') as HTMLElement;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent("open");
    await expect(badge(canvasElement)).toHaveClass("capitalize");
    await expect(badge(canvasElement)).toHaveAttribute("data-status", "open");
  },
};

export const Playground: Story = {};

export const Closed: Story = {
  args: { status: "closed" },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveAttribute("data-status", "closed");
  },
};

/** Every status a pull request can have, side by side. */
export const All: Story = {
  render: () => (
    <div className="flex gap-2">
      {["open", "closed", "merged", "draft"].map((status) => (
        <DiscussionStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = [...canvasElement.querySelectorAll('[data-slot="discussion-status"]')].map((node) =>
      node.getAttribute("data-status"),
    );
    await expect(statuses).toEqual(["open", "closed", "merged", "draft"]);
  },
};
