import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  bartLargeCnn,
  bertBaseUncased,
  detrResnet50,
  distilbertSst2,
  llama31Instruct,
  models,
  multilingualMpnet,
  opusMtEnDe,
  sdVaeFtMse,
  whisperLargeV3,
} from "../../fixtures/models";
import { ModelCard } from "./ModelCard";

const meta = {
  title: "Components/ModelCard",
  component: ModelCard,
  parameters: { layout: "padded" },
  args: { model: bertBaseUncased, href: `/model/${bertBaseUncased.id}`, locale: "en-US" },
  argTypes: {
    model: {
      control: "select",
      options: models.map((m) => m.id),
      mapping: Object.fromEntries(models.map((m) => [m.id, m])),
    },
  },
  decorators: [
    // Single cards get a grid cell's width; stories with `parameters.wide` lay out their own grid.
    (Story, { parameters }) => (
      <div className={parameters.wide ? undefined : "max-w-sm"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "bert-base-uncased" });
    await expect(link).toHaveAttribute("href", "/model/google-bert/bert-base-uncased");
    await expect(link).toHaveAttribute("title", "google-bert/bert-base-uncased");
    await expect(canvas.getByRole("heading", { level: 3, name: "bert-base-uncased" })).toBeVisible();
    await expect(canvas.getByText("google-bert")).toBeVisible();
    await expect(canvas.getByText("fill-mask")).toBeVisible();
    await expect(canvas.getByText("2.2K")).toBeVisible();
    await expect(canvas.getByText("61.2M")).toBeVisible();
    await expect(canvas.getByText("2,231 likes")).toBeInTheDocument();
    await expect(canvas.getByText("61,234,567 downloads")).toBeInTheDocument();
    await expect(canvas.getByText("Feb 19, 2024")).toHaveAttribute("datetime", "2024-02-19T12:00:00.000Z");
    // The card is reachable with the keyboard through its link.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Playground: Story = { args: { model: llama31Instruct, href: `/model/${llama31Instruct.id}` } };

/** A model without a pipeline tag is labelled "General". */
export const NoPipelineTag: Story = {
  args: { model: sdVaeFtMse, href: `/model/${sdVaeFtMse.id}` },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="model-card"]');
    await expect(card).toHaveAttribute("data-family", "general");
    await expect(within(canvasElement).getByText("General")).toBeVisible();
  },
};

/** Three tags, then "+N more". */
export const ManyTags: Story = {
  args: { model: multilingualMpnet, href: `/model/${multilingualMpnet.id}` },
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole("list", { name: "Tags" });
    const items = within(tags).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "sentence-transformers",
      "pytorch",
      "tf",
      `+${multilingualMpnet.tags.length - 3} more`,
    ]);
  },
};

/** A long name wraps (and clamps at two lines) inside a narrow card. */
export const LongName: Story = {
  args: { model: distilbertSst2, href: `/model/${distilbertSst2.id}` },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: "distilbert-base-uncased-finetuned-sst-2-english",
    });
    const card = canvasElement.querySelector('[data-slot="model-card"]') as HTMLElement;
    await expect(link.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** One card per task family, to compare the cover colours. */
export const TaskFamilies: Story = {
  parameters: { wide: true },
  render: (args) => (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
      {[
        llama31Instruct,
        distilbertSst2,
        detrResnet50,
        whisperLargeV3,
        opusMtEnDe,
        bartLargeCnn,
        sdVaeFtMse,
      ].map((model) => (
        <li key={model.id}>
          <ModelCard {...args} model={model} href={`/model/${model.id}`} />
        </li>
      ))}
    </ul>
  ),
};

export const TaskFamiliesDark: Story = { ...TaskFamilies, globals: { theme: "dark" } };
