import { DATASET_FACETS, type Facet, type FacetValues, MODEL_FACETS } from "@hiber/hub-sdk/tasks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { narrowViewport, screenOf } from "../../lib/story-support";
import { FacetFilters, type FacetFiltersProps } from "./FacetFilters";

/** The loaders, as the app's: stable functions (`FacetFilters` loads each once). */
const loadModelFacets = (): Promise<readonly Facet[]> => Promise.resolve(MODEL_FACETS);
const loadDatasetFacets = (): Promise<readonly Facet[]> => Promise.resolve(DATASET_FACETS);
/** Facets whose code never arrives: the loading state stays. */
const neverLoads = () => new Promise<readonly Facet[]>(() => {});
/** Facets that fail to load (offline): "Retry" tries again. */
const failingLoad = fn(() => Promise.reject<readonly Facet[]>(new Error("offline")));
const longLibrary = "an-exceptionally-long-library-name-that-keeps-going-well-past-any-select-width";
const loadLongFacets = () =>
  Promise.resolve(
    MODEL_FACETS.map((facet) =>
      facet.key === "library" ? { ...facet, options: [longLibrary, ...facet.options] } : facet,
    ),
  );

const meta = {
  title: "Components/FacetFilters",
  component: FacetFilters,
  parameters: { layout: "padded" },
  args: { values: {}, loadFacets: loadModelFacets, label: "Model filters", onChange: fn() },
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facets kept in state here, each change still reported to the story's spy (as the app's URL does). */
function Stateful(args: FacetFiltersProps) {
  const [values, setValues] = useState<FacetValues>(args.values);
  return (
    <FacetFilters
      {...args}
      values={values}
      onChange={(changes) => {
        args.onChange(changes);
        setValues((current) =>
          Object.fromEntries(
            Object.entries({ ...current, ...changes }).filter(([, value]) => value !== undefined),
          ),
        );
      }}
    />
  );
}

/** Nothing chosen: the deferred trigger alone, "Filters"; nothing else is loaded yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Filters" })).toHaveAttribute("aria-haspopup", "dialog");
    await expect(canvas.queryByRole("list", { name: "Chosen filters" })).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=facet-filters]")).toHaveAttribute(
      "data-state",
      "default",
    );
  },
};

export const Playground: Story = { render: Stateful };

/**
 * Facets chosen (from the URL): "Filters (3)" at once, then each as a chip in the words of its value; a chip
 * removes its facet.
 */
export const Chosen: Story = {
  args: { values: { library: "transformers", license: "apache-2.0", params: "1b-6b" } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Filters (3)" })).toBeVisible();
    const chips = within(await canvas.findByRole("list", { name: "Chosen filters" })).getAllByRole("button");
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      "Library: transformers",
      "License: apache-2.0",
      "Parameters: 1B to 6B",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "Remove License: apache-2.0" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ license: undefined });
  },
};

export const ChosenDark: Story = { ...Chosen, globals: { theme: "dark" } };

/**
 * "Filters" opens the sheet of selects (centred from `sm` on): a choice applies at once and becomes a chip,
 * "Clear all" clears every facet, "Show 1,234 models" closes it and focus returns to "Filters".
 */
export const Opening: Story = {
  args: { summary: "1,234 models" },
  render: Stateful,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" });
    for (const label of ["Library", "License", "Parameters", "Language"]) {
      await expect(within(sheet).getByRole("combobox", { name: label })).toHaveDisplayValue("Any");
    }
    await userEvent.selectOptions(within(sheet).getByRole("combobox", { name: "Language" }), "French");
    await expect(args.onChange).toHaveBeenLastCalledWith({ language: "fr" });
    // The chip is behind the open sheet (hidden from assistive technology meanwhile).
    await expect(
      await canvas.findByRole("button", { name: "Remove Language: French", hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Clear all" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ language: undefined });
    await userEvent.click(within(sheet).getByRole("button", { name: "Show 1,234 models" }));
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Filters" })).toHaveFocus();
  },
};

/** Keyboard only: Enter on "Filters" opens the sheet with focus on its first select; Escape closes it. */
export const Keyboard: Story = {
  render: Stateful,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Filters" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" });
    await waitFor(() => expect(within(sheet).getByRole("combobox", { name: "Library" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screenOf(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" })).toBeVisible();
  },
};

/**
 * The filters pressed before their code and options are in: the sheet's scrim and a spinner, over the page
 * (nothing on the page moves).
 */
export const LoadingFilters: Story = {
  args: { loadFacets: neverLoads },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Filters" });
    const before = opener.getBoundingClientRect();
    await userEvent.click(opener);
    const loading = await screenOf(canvasElement).findByRole("status");
    await expect(loading).toHaveTextContent("Loading");
    await expect(loading).toBeVisible();
    await expect(opener.getBoundingClientRect().toJSON()).toEqual(before.toJSON());
  },
};

/** The options failed to load: the sheet says so and "Retry" loads them again. */
export const LoadFailed: Story = {
  args: { loadFacets: failingLoad },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" });
    await expect(within(sheet).getByRole("alert")).toHaveTextContent("The filters could not load.");
    const calls = failingLoad.mock.calls.length;
    await userEvent.click(within(sheet).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(failingLoad.mock.calls.length).toBeGreaterThan(calls));
  },
};

/** The datasets screen's facets: modality, rows and format. */
export const DatasetFacets: Story = {
  args: {
    loadFacets: loadDatasetFacets,
    label: "Dataset filters",
    values: { modality: "image", rows: "10k-100k" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Remove Rows: 10K to 100K" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Filters (2)" }));
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Dataset filters" });
    await expect(within(sheet).getByRole("combobox", { name: "Modality" })).toHaveDisplayValue("image");
  },
};

/** A value the options do not list (a hand-written URL) is still a chip, and its select shows it. */
export const UnlistedValue: Story = {
  args: { values: { library: "no-such-library" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("button", { name: "Remove Library: no-such-library" }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Filters (1)" }));
    const sheet = await screenOf(canvasElement).findByRole("dialog", { name: "Model filters" });
    await expect(within(sheet).getByRole("combobox", { name: "Library" })).toHaveDisplayValue(
      "no-such-library",
    );
  },
};

/** A very long value and many chips: the chips stay on one line that scrolls, never widening the page. */
export const LongNames: Story = {
  args: {
    loadFacets: loadLongFacets,
    values: { library: longLibrary, language: "multilingual", license: "cc-by-nc-4.0", params: "32b-128b" },
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: "Chosen filters" });
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** A phone: "Filters (2)" and the chips on one line (their arrival moves nothing below). */
export const Narrow: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { values: { library: "transformers", language: "en" }, summary: "1,234 models" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Filters (2)" });
    const row = canvasElement.querySelector("[data-slot=facet-filters]") as HTMLElement;
    const height = row.getBoundingClientRect().height;
    await expect(await canvas.findByRole("button", { name: "Remove Language: English" })).toBeInTheDocument();
    await expect(row.getBoundingClientRect().height).toBe(height);
    await expect(opener).toBeVisible();
  },
};

/**
 * The phone's sheet from the bottom edge: a choice applies at once, "Show 1,234 models" closes it and focus
 * returns to "Filters".
 */
export const NarrowSheet: Story = {
  tags: ["narrow"],
  globals: narrowViewport,
  args: { summary: "1,234 models" },
  render: Stateful,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = screenOf(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Filters" }));
    const sheet = await screen.findByRole("dialog", { name: "Model filters" });
    await userEvent.selectOptions(within(sheet).getByRole("combobox", { name: "Parameters" }), "Under 1B");
    await expect(args.onChange).toHaveBeenLastCalledWith({ params: "lt1b" });
    await expect(canvasElement.querySelector("[data-slot=facet-filters]")).toHaveAttribute(
      "data-state",
      "filtered",
    );
    await expect(sheet.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await userEvent.click(within(sheet).getByRole("button", { name: "Show 1,234 models" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Filters (1)" })).toHaveFocus();
  },
};
