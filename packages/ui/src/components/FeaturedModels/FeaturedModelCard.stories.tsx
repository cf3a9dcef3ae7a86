import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { bertBaseUncased, multilingualMpnet, sdVaeFtMse } from "../../fixtures/models";
import { frame, narrowViewport } from "../../lib/story-support";
import { FeaturedModelCard } from "./FeaturedModelCard";

/**
 * A card of the Featured AI Models carousel: task, name (a link covering the card), author, downloads and
 * likes. Static: the carousel shows {@link FeaturedModelCardSkeleton}s while loading and its own notes when
 * empty or failed, so a card has only its data (real figures, no rating or trend).
 */
const meta = {
  title: "Components/FeaturedModels/FeaturedModelCard",
  component: FeaturedModelCard,
  parameters: { layout: "padded" },
  decorators: [frame("max-w-sm")],
  args: { model: bertBaseUncased, href: `/model/${bertBaseUncased.id}`, locale: "en-US" },
} satisfies Meta<typeof FeaturedModelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A model with a task: the name leads to its page; the compact figures are read in full. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "bert-base-uncased" });
    await expect(link).toHaveAttribute("href", "/model/google-bert/bert-base-uncased");
    await expect(link).toHaveAttribute("title", "google-bert/bert-base-uncased");
    await expect(canvas.getByRole("heading", { level: 3, name: "bert-base-uncased" })).toBeVisible();
    await expect(canvas.getByText("Task:").parentElement).toHaveTextContent("Task: Fill Mask");
    await expect(canvas.getByText("Author:").parentElement).toHaveTextContent("Author: google-bert");
    await expect(canvas.getByText("61.2M")).toBeVisible();
    await expect(canvas.getByText("61,234,567 downloads")).toBeInTheDocument();
    await expect(canvas.getByText("2,231 likes")).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** No pipeline tag: the task reads "General". */
export const WithoutTask: Story = {
  args: { model: sdVaeFtMse, href: `/model/${sdVaeFtMse.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Task:").parentElement).toHaveTextContent("Task: General");
    await expect(canvas.getByRole("link", { name: "sd-vae-ft-mse" })).toBeVisible();
  },
};

/** A long name is cut to one line (the full id is its tooltip); the card keeps its height. */
export const LongName: Story = {
  args: { model: multilingualMpnet, href: `/model/${multilingualMpnet.id}`, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "paraphrase-multilingual-mpnet-base-v2" });
    await expect(link).toHaveAttribute("title", multilingualMpnet.id);
    await expect(canvas.getByRole("heading", { level: 2 })).toBeVisible();
    const card = canvasElement.querySelector('[data-slot="featured-model-card"]') as HTMLElement;
    await expect(card.getBoundingClientRect().height).toBe(192);
  },
};

/** On a phone the card takes the width; the long name still holds one line. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { model: multilingualMpnet, href: `/model/${multilingualMpnet.id}` },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="featured-model-card"]') as HTMLElement;
    await expect(card.getBoundingClientRect().height).toBe(192);
    await expect(within(canvasElement).getByText("View Details →")).toBeVisible();
  },
};
