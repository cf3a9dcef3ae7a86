import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { narrowViewport } from "../../lib/story-support";
import { Link } from "../Link/Link";
import {
  BreakableName,
  DataTable,
  DataTableCaption,
  DataTableCell,
  DataTableHeaderCell,
  DataTableRow,
} from "./DataTable";

const rows = [
  { model: "meta-llama/Llama-3.1-8B-Instruct", task: "text-generation", likes: 4312, downloads: 5_210_334 },
  {
    model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    task: "text-classification",
    likes: 712,
    downloads: 9_801_223,
  },
  { model: "unknown/model", task: undefined, likes: undefined, downloads: undefined },
];

const meta = {
  title: "Components/DataTable",
  component: DataTable,
  subcomponents: { DataTableCaption, DataTableCell, DataTableHeaderCell, DataTableRow },
  parameters: { layout: "padded" },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (density?: "compact" | "default") => (
  <DataTable>
    <DataTableCaption>The agents on the hub</DataTableCaption>
    <thead className="text-zinc-600 dark:text-zinc-400">
      <tr>
        <DataTableHeaderCell density={density} className="pr-4">
          Agent
        </DataTableHeaderCell>
        <DataTableHeaderCell density={density} className="pr-4">
          Task
        </DataTableHeaderCell>
        <DataTableHeaderCell density={density} align="end" className="pr-4">
          Likes
        </DataTableHeaderCell>
        <DataTableHeaderCell density={density} align="end">
          Downloads
        </DataTableHeaderCell>
      </tr>
    </thead>
    <tbody className="text-zinc-900 dark:text-zinc-100">
      {rows.map((row) => (
        <DataTableRow key={row.model}>
          <DataTableHeaderCell scope="row" density={density} className="pr-4">
            <Link href={`#${row.model}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
              <BreakableName name={row.model} />
            </Link>
          </DataTableHeaderCell>
          <DataTableCell density={density} className="pr-4">
            {row.task ?? "n/a"}
          </DataTableCell>
          <DataTableCell density={density} align="end" className="pr-4">
            {row.likes?.toLocaleString("en-US") ?? "n/a"}
          </DataTableCell>
          <DataTableCell density={density} align="end">
            {row.downloads?.toLocaleString("en-US") ?? "n/a"}
          </DataTableCell>
        </DataTableRow>
      ))}
    </tbody>
  </DataTable>
);

export const Default: Story = {
  render: () => figures(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "The agents on the hub" })).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await expect(canvas.getByRole("rowheader", { name: "meta-llama/Llama-3.1-8B-Instruct" })).toBeVisible();
  },
};

/** Tighter rows, for a table inside a card (the swarm's per-agent vote). */
export const Compact: Story = { render: () => figures("compact") };

/**
 * At 390 px a long repo id wraps after its "/", "-" and "." only, never inside a word; its text (and
 * so its accessible name) stays whole.
 */
export const Narrow: Story = {
  render: () => figures(),
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const name = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
    const cell = within(canvasElement).getByRole("rowheader", { name });
    await expect(cell).toHaveTextContent(name);
    await expect(cell.querySelectorAll("wbr").length).toBeGreaterThan(0);
  },
};

export const Dark: Story = { render: () => figures(), globals: { theme: "dark" } };
