import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { defaultPlaygroundModelId } from "../../fixtures/playground";
import { PRESET_PROMPTS } from "../../lib/presets";
import { PromptPanel } from "./PromptPanel";

const prompt = PRESET_PROMPTS[0]!.prompt;

const meta = {
  title: "Screens/PlaygroundScreen/PromptPanel",
  component: PromptPanel,
  parameters: { layout: "padded" },
  args: {
    prompt: "",
    onPromptChange: fn(),
    onRun: fn(),
    onCancelRun: fn(),
    onTestPayment: fn(),
    selectedModelId: defaultPlaygroundModelId,
    locale: "en-US",
    className: "max-w-2xl",
  },
} satisfies Meta<typeof PromptPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Run Prompt waits for a prompt. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Run Prompt" })).toBeDisabled();
  },
};

/** A prompt and the price of a paid prompt; Ctrl + Enter runs it. */
export const WithPrompt: Story = {
  args: { prompt, price: "0.10" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/0\.10 USDC per prompt/)).toBeVisible();
    canvas.getByRole("textbox", { name: "Your Prompt" }).focus();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onRun).toHaveBeenCalledOnce();
  },
};

/** A run in flight: Generating..., and Stop. */
export const Generating: Story = {
  args: { prompt, generating: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Stop" }));
    await expect(args.onCancelRun).toHaveBeenCalledOnce();
  },
};

/** A payment in flight: Run and Test Payment wait. */
export const Paying: Story = {
  args: { prompt, paying: true, price: "0.10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Test Payment" })).toBeDisabled();
  },
};

/** No model chosen and no Test Payment. */
export const NoModel: Story = { args: { prompt, selectedModelId: undefined, onTestPayment: undefined } };
