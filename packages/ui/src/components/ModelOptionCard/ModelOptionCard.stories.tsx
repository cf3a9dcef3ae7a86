import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { llama31_8bInstruct, openchat35, phi35MiniInstruct } from "../../fixtures/playground";
import { ModelOptionCard } from "./ModelOptionCard";

const meta = {
  title: "Components/ModelOptionCard",
  component: ModelOptionCard,
  parameters: { layout: "padded" },
  args: { model: llama31_8bInstruct, name: "model", checked: false, onSelect: fn(), locale: "en-US" },
  decorators: [
    (Story) => (
      <fieldset className="max-w-xs border-0 p-0">
        <legend className="sr-only">Model</legend>
        <Story />
      </fieldset>
    ),
  ],
} satisfies Meta<typeof ModelOptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole("radio", { name: "Llama-3.1-8B-Instruct" });
    await expect(canvas.getByText("multilingual")).toBeVisible();
    await expect(canvas.getByText("5.4M")).toBeVisible();
    await expect(canvas.getByText("4K")).toBeVisible();
    await expect(canvas.getByText("8.0B")).toBeVisible();
    // 12 display tags: 3 shown, "+9".
    await expect(canvasElement.querySelectorAll('[data-slot="model-option-tag"]')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-slot="model-option-more-tags"]')).toHaveTextContent("+9");
    await expect(canvas.getByText("Available")).toBeVisible();
    await userEvent.click(canvas.getByText("Llama-3.1-8B-Instruct"));
    await expect(args.onSelect).toHaveBeenCalledWith(llama31_8bInstruct.id);
    // Controlled: the option stays unchecked until the caller passes `checked`.
    await expect(radio).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio")).toBeChecked();
    await expect(canvasElement.querySelector("label")).toHaveAttribute("data-state", "checked");
  },
};

export const CheckedDark: Story = { ...Checked, globals: { theme: "dark" } };

/** The code category comes from the hub's `code` tag. */
export const CodeModel: Story = { args: { model: phi35MiniInstruct } };

/** Unknown to the hub: every number reads "n/a", never an invented one. */
export const UnknownValues: Story = {
  args: { model: openchat35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("n/a")).toHaveLength(4);
    await expect(canvas.getByText("No tags")).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { model: { ...llama31_8bInstruct, available: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Unavailable")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("radio")).toBeDisabled();
  },
};
