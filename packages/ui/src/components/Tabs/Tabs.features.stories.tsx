import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

/** Three tabs, the last one disabled. */
function ExampleTabs(props: React.ComponentProps<typeof Tabs>) {
  return (
    <Tabs {...props} className="w-96">
      <TabsList aria-label="Period">
        <TabsTrigger value="day">Day</TabsTrigger>
        <TabsTrigger value="week">Week</TabsTrigger>
        <TabsTrigger value="year" disabled>
          Year
        </TabsTrigger>
      </TabsList>
      <TabsContent value="day" className="text-sm text-zinc-700 dark:text-zinc-300">
        Today's calls.
      </TabsContent>
      <TabsContent value="week" className="text-sm text-zinc-700 dark:text-zinc-300">
        This week's calls.
      </TabsContent>
      <TabsContent value="year" className="text-sm text-zinc-700 dark:text-zinc-300">
        This year's calls.
      </TabsContent>
    </Tabs>
  );
}

const meta = {
  title: "Components/Tabs/Features",
  component: ExampleTabs,
  parameters: { layout: "centered" },
  args: { defaultValue: "day", onValueChange: fn() },
} satisfies Meta<typeof ExampleTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondSelected: Story = { args: { defaultValue: "week" } };
export const Vertical: Story = { args: { orientation: "vertical" } };
export const Dark: Story = { globals: { theme: "dark" } };

/** A disabled tab is skipped by the arrows and cannot be clicked. */
export const Disabled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole("tab", { name: "Year" });
    await expect(year).toBeDisabled();
    await userEvent.click(year, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("tab", { name: "Week" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Day" })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus; Enter shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Day" }));
    await userEvent.keyboard("{ArrowRight}");
    const week = canvas.getByRole("tab", { name: "Week" });
    await expect(week).toHaveFocus();
    await expect(week).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(week).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenCalledWith("week");
  },
};

/** Vertical tabs move with ArrowUp and ArrowDown. */
export const VerticalKeyboard: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Day" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Week" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("tab", { name: "Day" })).toHaveAttribute("aria-selected", "true");
  },
};
