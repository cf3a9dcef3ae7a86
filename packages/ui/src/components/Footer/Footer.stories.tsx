import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Footer } from "./Footer";

const meta = {
  title: "Components/Footer",
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("© Hiber")).toBeVisible();
    const hub = canvas.getByRole("link", { name: /Hugging Face Hub/ });
    await expect(hub).toHaveAttribute("href", "https://huggingface.co");
    await expect(hub).toHaveAttribute("target", "_blank");
    await expect(canvas.queryByRole("list", { name: "Upstream services" })).toBeNull();
  },
};

/** The default, offline configuration: every upstream runs from the emulators. */
export const Emulated: Story = {
  args: {
    status: [
      { label: "hub", emulated: true },
      { label: "datasets", emulated: true },
      { label: "tweets", emulated: true },
      { label: "router", emulated: true },
      { label: "solana", emulated: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Upstream services" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent("hub: emulated");
  },
};

/** Some upstreams switched to the real services. */
export const Mixed: Story = {
  args: {
    status: [
      { label: "hub", emulated: false },
      { label: "datasets", emulated: false },
      { label: "tweets", emulated: true },
      { label: "router", emulated: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("hub: live")).toBeVisible();
    await expect(canvas.getByText("tweets: emulated")).toBeVisible();
  },
};

export const MixedDark: Story = { ...Mixed, globals: { theme: "dark" } };

export const Narrow: Story = {
  ...Emulated,
  tags: ["narrow"],
  globals: narrowViewport,
};
