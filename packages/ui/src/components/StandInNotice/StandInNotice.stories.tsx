import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { llama31_8bInstruct } from "../../fixtures/playground";
import { narrowViewport } from "../../lib/story-support";
import { StandInNotice } from "./StandInNotice";

/**
 * Says a text is the local router emulator's, not the named model's. It is a static notice: no
 * loading, error or disabled state, and nothing to press.
 */
const meta = {
  title: "Components/StandInNotice",
  component: StandInNotice,
  parameters: { layout: "padded" },
  args: { model: llama31_8bInstruct.id },
} satisfies Meta<typeof StandInNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by the model's short name, with how to get real answers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-slot="stand-in-notice"]') as HTMLElement;
    await expect(notice).toHaveTextContent(
      "Local stand-in for Llama-3.1-8B-Instruct — sample text, not the model's answer. Set ROUTER_URL and ROUTER_TOKEN for real answers.",
    );
    await expect(within(notice).queryByRole("button")).toBeNull();
  },
};

export const Playground: Story = {};

/** No model given: "the model". */
export const WithoutModel: Story = {
  args: { model: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Local stand-in for the model —/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Llama-3\.1-8B-Instruct/)).toBeVisible();
  },
};

/** At 375 px the text wraps inside the notice; the icon stays on its first line. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector('[data-slot="stand-in-notice"]') as HTMLElement;
    await expect(notice.scrollWidth).toBeLessThanOrEqual(notice.clientWidth);
    const icon = notice.querySelector("svg") as SVGElement;
    const text = notice.querySelector("span") as HTMLElement;
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(
      icon.getBoundingClientRect().height * 2,
    );
  },
};
