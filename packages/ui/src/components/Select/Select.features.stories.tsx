import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openPopupParameters } from "../../lib/story-a11y";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./Select";

/** A page-size select with one disabled option. */
function PerPageSelect({ size, ...props }: React.ComponentProps<typeof Select> & { size?: "sm" | "md" }) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Per page" size={size} className="w-40">
        <SelectValue placeholder="Per page" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="6">6</SelectItem>
        <SelectItem value="12">12</SelectItem>
        <SelectItem value="24">24</SelectItem>
        <SelectItem value="48" disabled>
          48
        </SelectItem>
      </SelectContent>
    </Select>
  );
}

const meta = {
  title: "Components/Select/Features",
  component: PerPageSelect,
  parameters: { layout: "centered" },
  args: { onValueChange: fn() },
} satisfies Meta<typeof PerPageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: "12" } };
export const Small: Story = { args: { defaultValue: "12", size: "sm" } };
export const Open: Story = {
  args: { defaultValue: "12", defaultOpen: true },
  parameters: openPopupParameters,
};
export const OpenDark: Story = { ...Open, globals: { theme: "dark" } };

export const Disabled: Story = {
  args: { defaultValue: "12", disabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Per page" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole("listbox")).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Escape closes the list without a change; a disabled option is skipped by the arrows. */
export const Keyboard: Story = {
  args: { defaultValue: "24" },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("combobox", { name: "Per page" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await body.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "24" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: "24" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent("24");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A pointer picks an option too. */
export const Pointer: Story = {
  args: { defaultValue: "6" },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Per page" }));
    await userEvent.click(await body.findByRole("option", { name: "12" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("12");
  },
};
