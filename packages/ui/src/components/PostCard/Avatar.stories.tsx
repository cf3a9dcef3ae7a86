import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { letterIcon } from "../../fixtures/wallets";
import { Avatar } from "./PostCard";

/** A post author's round avatar; the initial on a tinted disc with no image or when it fails to load. */
const meta = {
  title: "Components/PostCard/Avatar",
  component: Avatar,
  parameters: { layout: "centered" },
  args: { name: "Hugging Face", src: letterIcon("H", "#f59e0b") },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image, decorative (the name is written beside it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector("img") as HTMLImageElement;
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toBeVisible();
  },
};

export const Playground: Story = {};

/** No image: the name's initial, upper case. */
export const WithoutImage: Story = {
  args: { src: undefined, name: "mira-k" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent("M");
  },
};

/** The image fails to load: the initial takes its place. */
export const BrokenImage: Story = {
  args: { src: "/no-such-avatar.png", name: "lena-ops" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("img")).toBeNull());
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent("L");
  },
};

/** A blank name: a question mark. */
export const BlankName: Story = {
  args: { src: undefined, name: "  " },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent("?");
  },
};
