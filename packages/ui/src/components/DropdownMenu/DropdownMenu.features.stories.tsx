import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { openPopupParameters } from "../../lib/story-a11y";
import { Button } from "../Button/Button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./DropdownMenu";

const meta = {
  title: "Components/DropdownMenu/Features",
  component: DropdownMenu,
  parameters: { layout: "centered" },
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function ViewMenu(props: React.ComponentProps<typeof DropdownMenu>) {
  const [sort, setSort] = useState("downloads");
  const [compact, setCompact] = useState(false);
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">View</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-52">
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="downloads">Most Downloads</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="likes">Most Liked</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
          Compact cards
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem inset>
            Refresh <DropdownMenuShortcut>⌘R</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger inset>Export</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>CSV</DropdownMenuItem>
              <DropdownMenuItem>JSON</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Radio and checkbox items, a shortcut and a submenu, open. */
export const CheckboxAndRadioItems: Story = {
  args: { defaultOpen: true },
  parameters: openPopupParameters,
  render: (args) => <ViewMenu {...args} />,
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement.ownerDocument.body).findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Most Downloads" })).toBeChecked();
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Compact cards" })).not.toBeChecked();
  },
};

/** Choosing a radio item checks it; ArrowRight opens the submenu and ArrowLeft closes it again. */
export const KeyboardChoices: Story = {
  render: (args) => <ViewMenu {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    within(canvasElement).getByRole("button", { name: "View" }).focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await body.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitemradio", { name: "Most Downloads" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await userEvent.keyboard("{ArrowDown}");
    const reopened = await body.findByRole("menu");
    await expect(within(reopened).getByRole("menuitemradio", { name: "Most Liked" })).toBeChecked();
    const exportItem = within(reopened).getByRole("menuitem", { name: "Export" });
    exportItem.focus();
    await userEvent.keyboard("{ArrowRight}");
    const submenu = await waitFor(() => {
      const menus = body.getAllByRole("menu");
      expect(menus).toHaveLength(2);
      return menus[1] as HTMLElement;
    });
    await waitFor(() => expect(within(submenu).getByRole("menuitem", { name: "CSV" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(exportItem).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
  },
};

/** Escape closes the menu and gives focus back; a press outside closes it too. */
export const Dismiss: Story = {
  render: (args) => <ViewMenu {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "View" });
    await userEvent.click(trigger);
    await body.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await body.findByRole("menu");
    // A modal menu sets `pointer-events: none` on the page behind it; the press still reaches Radix.
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild disabled>
        <Button variant="outline">View</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Refresh</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "View" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
