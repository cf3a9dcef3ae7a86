import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SWARM_GEMMA, swarmHubFigures } from "../../fixtures/swarm";
import { narrowViewport } from "../../lib/story-support";
import { SwarmDetailCommunity } from "./SwarmDetailCommunity";

/** A swarm run's agents on the hub: each model's likes and downloads, "n/a" where the hub has none. */
const meta = {
  title: "Screens/SwarmDetailScreen/SwarmDetailCommunity",
  component: SwarmDetailCommunity,
  parameters: { layout: "padded" },
  args: { status: "success", figures: swarmHubFigures, onRetry: fn(), locale: "en-US" },
  argTypes: { status: { control: "inline-radio", options: ["loading", "error", "success"] } },
} satisfies Meta<typeof SwarmDetailCommunity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures; a model the hub does not have shows "n/a", never zero. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "The agents on the hub" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "meta-llama/Llama-3.1-8B-Instruct" })).toHaveAttribute(
      "href",
      "/model/meta-llama/Llama-3.1-8B-Instruct",
    );
    await expect(canvas.getByText("5,120,334")).toBeVisible();
    const gemma = canvas.getByText(SWARM_GEMMA).closest("tr") as HTMLElement;
    await expect(gemma).toHaveTextContent(`${SWARM_GEMMA}n/an/an/a`);
    await expect(canvas.queryByText(/Sample figures/)).toBeNull();
  },
};

export const Playground: Story = {};

/** From the embedded hub emulator: labelled sample. */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "Sample figures: from the embedded hub emulator's catalogue, not the live hub.",
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", figures: [], sample: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the agents' figures");
    await expect(canvas.queryByText(/Sample figures/)).toBeNull();
  },
};

/** Failed: the message and Try Again. */
export const ErrorState: Story = {
  args: { status: "error", figures: [], error: "The model hub is unreachable. Try again later." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "The model hub is unreachable. Try again later.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed without a message: the default one. */
export const ErrorWithoutMessage: Story = {
  args: { status: "error", figures: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Failed to fetch the agents' figures",
    );
  },
};

/** On a phone the long ids wrap inside the table, which never pushes the page wider. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="swarm-detail-community"]') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
