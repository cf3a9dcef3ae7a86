import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openPopupParameters } from "../../lib/story-a11y";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectScrollDownButton,
  SelectScrollUpButton,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./Select";

const meta = {
  title: "Components/Select",
  component: Select,
  subcomponents: {
    SelectContent,
    SelectGroup,
    SelectItem,
    SelectLabel,
    SelectScrollDownButton,
    SelectScrollUpButton,
    SelectSeparator,
    SelectTrigger,
    SelectValue,
  },
  parameters: { layout: "centered" },
  args: { defaultValue: "downloads", onValueChange: fn() },
  argTypes: {
    disabled: { control: "boolean" },
    value: { control: "select", options: ["downloads", "likes", "created", "trending"] },
  },
  render: (args) => (
    <div className="flex w-56 flex-col gap-1.5">
      <label htmlFor="select-sort" className="font-medium text-xs text-zinc-700 dark:text-zinc-300">
        Sort by
      </label>
      <Select {...args}>
        <SelectTrigger id="select-sort">
          <SelectValue placeholder="Choose an order" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="downloads">Most Downloads</SelectItem>
          <SelectItem value="likes">Most Liked</SelectItem>
          <SelectItem value="created">Newest</SelectItem>
          <SelectItem value="trending">Trending</SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens the list on the chosen option, ArrowDown moves, Enter picks, focus returns. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("combobox", { name: "Sort by" });
    await expect(trigger).toHaveTextContent("Most Downloads");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body.findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Most Downloads" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(listbox).getByRole("option", { name: "Most Liked" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledWith("likes");
    await expect(trigger).toHaveTextContent("Most Liked");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = { args: { defaultValue: undefined } };

/** A grouped list, open, as the datasets filters use it. */
export const Grouped: Story = {
  args: { defaultValue: "all", defaultOpen: true },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Category" className="w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All categories</SelectItem>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>NLP</SelectLabel>
          <SelectItem value="text-classification">Text Classification</SelectItem>
          <SelectItem value="translation">Translation</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Audio</SelectLabel>
          <SelectItem value="automatic-speech-recognition">Speech Recognition</SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  parameters: { layout: "padded", ...openPopupParameters },
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await expect(within(listbox).getByRole("group", { name: "NLP" })).toBeInTheDocument();
    await expect(within(listbox).getAllByRole("option")).toHaveLength(4);
  },
};
