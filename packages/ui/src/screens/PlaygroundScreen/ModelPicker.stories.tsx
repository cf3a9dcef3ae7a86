import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { defaultPlaygroundModelId, playgroundModels } from "../../fixtures/playground";
import { ModelPicker } from "./ModelPicker";

const meta = {
  title: "Screens/PlaygroundScreen/ModelPicker",
  component: ModelPicker,
  parameters: { layout: "padded" },
  args: {
    status: "success",
    models: playgroundModels,
    selectedModelId: defaultPlaygroundModelId,
    onModelSelect: fn(),
    onRefresh: fn(),
    locale: "en-US",
    className: "max-w-2xl",
  },
} satisfies Meta<typeof ModelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 11 models, the default one selected; choosing another calls back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`Showing ${playgroundModels.length} of ${playgroundModels.length} models`),
    ).toBeVisible();
    await userEvent.click(canvas.getAllByRole("radio")[1]!);
    await expect(args.onModelSelect).toHaveBeenCalledWith(playgroundModels[1]!.id);
  },
};

export const Loading: Story = { args: { status: "loading", models: [] } };

/** Refresh pressed: the list dims, is busy and inert until the new list arrives. */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="playground-model-options"] > div') as HTMLElement;
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(list).toHaveAttribute("inert");
  },
};

export const LoadFailed: Story = {
  args: { status: "error", models: [], error: "Failed to fetch models" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Failed to fetch models");
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** The router serves none of the models. */
export const Empty: Story = { args: { models: [], selectedModelId: undefined } };

/** The filters (controlled) hide every model: Reset Filters asks for the defaults. */
export const NoMatch: Story = {
  args: {
    filters: {
      category: undefined,
      openSourceOnly: false,
      minDownloads: 1_000_000_000,
      sortBy: "downloads",
      order: "desc",
    },
    onFiltersChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No models match these filters.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset Filters" }));
    await expect(args.onFiltersChange).toHaveBeenCalledOnce();
  },
};
