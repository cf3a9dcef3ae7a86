import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BreakableName } from "./DataTable";

const LONG_ID = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

/** A repo id that may wrap only after its "/", "-", "_" and "." (a `<wbr>` after each), never inside a word. */
const meta = {
  title: "Components/DataTable/BreakableName",
  component: BreakableName,
  parameters: { layout: "centered" },
  args: { name: LONG_ID },
} satisfies Meta<typeof BreakableName>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a column narrower than the id: it wraps at its separators, and its text stays whole. */
export const Default: Story = {
  render: (args) => (
    <p className="w-40 text-sm">
      <BreakableName {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector('[data-slot="breakable-name"]') as HTMLElement;
    await expect(name).toHaveTextContent(LONG_ID);
    await expect(name.querySelectorAll("wbr")).toHaveLength(LONG_ID.split(/[/\-_.]/).length - 1);
    // Wrapped onto several lines, each ending at a separator: no line is wider than the column.
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(name.scrollWidth).toBeLessThanOrEqual(160);
  },
};
