import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, ExternalLink, LogOut } from "lucide-react";
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
  DropdownMenuPortal,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./DropdownMenu";

const onCopy = fn();
const onDisconnect = fn();

const meta = {
  title: "Components/DropdownMenu",
  component: DropdownMenu,
  subcomponents: {
    DropdownMenuCheckboxItem,
    DropdownMenuContent,
    DropdownMenuGroup,
    DropdownMenuItem,
    DropdownMenuLabel,
    DropdownMenuPortal,
    DropdownMenuRadioGroup,
    DropdownMenuRadioItem,
    DropdownMenuSeparator,
    DropdownMenuShortcut,
    DropdownMenuSub,
    DropdownMenuSubContent,
    DropdownMenuSubTrigger,
    DropdownMenuTrigger,
  },
  parameters: { layout: "centered" },
  args: { onOpenChange: fn() },
  argTypes: { modal: { control: "boolean" } },
  beforeEach: () => {
    onCopy.mockClear();
    onDisconnect.mockClear();
  },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Wallet</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>7xKX…gAsU</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onCopy}>
          <Copy aria-hidden="true" /> Copy address
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <ExternalLink aria-hidden="true" /> View in explorer
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onDisconnect}>
          <LogOut aria-hidden="true" /> Disconnect
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Enter opens the menu on its first item, ArrowDown skips the disabled item, Enter
 * picks, and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole("button", { name: "Wallet" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await body.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Copy address" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Disconnect" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(onDisconnect).toHaveBeenCalledOnce();
    await expect(onCopy).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Playground: Story = {};

/** Open from the start. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openPopupParameters,
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole("menu");
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: "dark" } };
