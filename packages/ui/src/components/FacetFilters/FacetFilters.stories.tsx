import { DATASET_FACETS, type Facet, type FacetValues, MODEL_FACETS } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { narrowViewport, screenOf } from "../../lib/story-support";
import { FacetFilters, type FacetFiltersProps } from "./FacetFilters";

const meta = {
  title: "Components/FacetFilters",
  component: FacetFilters,
  parameters: { layout: "padded" },
  args: {
    facets: MODEL_FACETS,
    values: {},
    label: "Model filters",
    onValueChange: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facets kept in state here, each change still reported to the story's spies (as the app's URL does). */
function Stateful(args: FacetFiltersProps) {
  const [values, setValues] = useState<FacetValues>(args.values);
  return (
    <FacetFilters
      {...args}
      values={values}
      onValueChange={(key, value) => {
        args.onValueChange(key, value);
        setValues((current) => ({ ...current, [key]: value }));
      }}
      onClearAll={() => {
        args.onClearAll();
        setValues({});
      }}
    />
  );
}

/** One select per facet, each on "Any"; no chips and no "Clear all". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Model filters" })).toBeVisible();
    for (const label of ["Library", "License", "Parameters", "Language"]) {
      await expect(canvas.getByRole("combobox", { name: label })).toHaveDisplayValue("Any");
    }
    await expect(canvas.queryByRole("list", { name: "Chosen filters" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Clear all" })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=facet-filters]")).toHaveAttribute(
      "data-state",
      "default",
    );
  },
};

export const Playground: Story = { render: Stateful };

/** Chosen facets show in their selects and as chips; a chip removes its facet; "Clear all" clears them all. */
export const Chosen: Story = {
  args: { values: { library: "transformers", license: "apache-2.0", params: "1b-6b" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Library" })).toHaveDisplayValue("Transformers");
    await expect(canvas.getByRole("combobox", { name: "Parameters" })).toHaveDisplayValue("1B to 6B");
    const chips = within(canvas.getByRole("list", { name: "Chosen filters" })).getAllByRole("button");
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      "Library: Transformers",
      "License: Apache 2.0",
      "Parameters: 1B to 6B",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Remove License: Apache 2.0" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("license", undefined);
    await userEvent.click(canvas.getByRole("button", { name: "Clear all" }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** Picking a value reports it; "Any" reports undefined; the chip appears and goes with it. */
export const Picking: Story = {
  render: Stateful,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Language" }), "French");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("language", "fr");
    await expect(canvas.getByRole("button", { name: "Remove Language: French" })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Language" }), "Any");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("language", undefined);
    await expect(canvas.queryByRole("button", { name: "Remove Language: French" })).toBeNull();
  },
};

/** Keyboard only: Tab reaches each select in order, arrows change the value, Enter on a chip removes it. */
export const Keyboard: Story = {
  render: Stateful,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "Library" })).toHaveFocus();
    await userEvent.tab();
    const license = canvas.getByRole("combobox", { name: "License" });
    await expect(license).toHaveFocus();
    // The platform's picker takes the arrows (a native select); here the choice is made as it would.
    await userEvent.selectOptions(license, "Apache 2.0");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("license", "apache-2.0");
    const chip = canvas.getByRole("button", { name: "Remove License: Apache 2.0" });
    chip.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("license", undefined);
    await expect(canvas.queryByRole("list", { name: "Chosen filters" })).toBeNull();
  },
};

/** The datasets screen's facets: modality, rows and format. */
export const DatasetFacets: Story = {
  args: { facets: DATASET_FACETS, label: "Dataset filters", values: { modality: "image", rows: "10k-100k" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Rows" })).toHaveDisplayValue("10K to 100K");
    await expect(canvas.getByRole("button", { name: "Remove Modality: Image" })).toBeVisible();
  },
};

/** A value the facet does not know (an old or hand-written URL) shows as "Any", with no chip. */
export const UnknownValue: Story = {
  args: { values: { library: "no-such-library" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Library" })).toHaveDisplayValue("Any");
    await expect(canvas.queryByRole("list", { name: "Chosen filters" })).toBeNull();
  },
};

const longFacets: readonly Facet[] = [
  {
    key: "library",
    label: "Library",
    options: [
      {
        value: "long",
        label: "an-exceptionally-long-library-name-that-keeps-going-well-past-any-select-width",
        tag: "long",
      },
    ],
  },
  ...MODEL_FACETS.slice(1),
];

/** A very long choice: the select keeps its width and the chip truncates instead of widening the page. */
export const LongNames: Story = {
  args: {
    facets: longFacets,
    values: { library: "long", language: "multilingual", license: "cc-by-nc-4.0" },
  },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole("button", { name: /^Remove Library: an-exceptionally/ });
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Disabled while the first page loads. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Library" })).toBeDisabled();
  },
};

/** A phone: a "Filters" button with the number chosen, and the chips; the selects are in the sheet. */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { values: { library: "transformers", language: "en" }, summary: "1,234 models" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Filters/ })).toHaveAccessibleName("Filters (2)");
    await expect(canvas.queryByRole("combobox", { name: "Library" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Remove Language: English" })).toBeVisible();
  },
};

/**
 * The phone's sheet: "Filters" opens it (its code loads then), focus goes inside, a choice applies at once,
 * "Show 1,234 models" closes it and focus returns to "Filters".
 */
export const NarrowSheet: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { summary: "1,234 models" },
  render: Stateful,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    const opener = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(opener);
    const sheet = await screen.findByRole("dialog", { name: "Model filters" }, { timeout: 5000 });
    await userEvent.selectOptions(within(sheet).getByRole("combobox", { name: "Parameters" }), "Under 1B");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("params", "lt1b");
    await expect(canvasElement.querySelector("[data-slot=facet-filters]")).toHaveAttribute(
      "data-state",
      "filtered",
    );
    await userEvent.click(within(sheet).getByRole("button", { name: "Show 1,234 models" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toHaveFocus();
  },
};
