import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  subcomponents: { TabsContent, TabsList, TabsTrigger },
  parameters: { layout: "centered" },
  args: { defaultValue: "overview", onValueChange: fn() },
  argTypes: {
    orientation: { control: "inline-radio", options: ["horizontal", "vertical"] },
    activationMode: { control: "inline-radio", options: ["automatic", "manual"] },
  },
  render: (args) => (
    <Tabs {...args} className="w-96">
      <TabsList aria-label="Model">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="files">Files</TabsTrigger>
        <TabsTrigger value="community">Community</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm text-zinc-700 dark:text-zinc-300">
        A small model card: what it does and how to run it.
      </TabsContent>
      <TabsContent value="files" className="text-sm text-zinc-700 dark:text-zinc-300">
        config.json, model.safetensors, tokenizer.json
      </TabsContent>
      <TabsContent value="community" className="text-sm text-zinc-700 dark:text-zinc-300">
        No discussions yet.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move between tabs and show their panels (wrapping at the ends); Tab moves into the panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const overview = canvas.getByRole("tab", { name: "Overview" });
    await expect(overview).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
    await userEvent.click(overview);
    await userEvent.keyboard("{ArrowRight}");
    const files = canvas.getByRole("tab", { name: "Files" });
    await expect(files).toHaveFocus();
    await expect(files).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("files");
    await expect(canvas.getByRole("tabpanel", { name: "Files" })).toHaveTextContent("config.json");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Community" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(overview).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel", { name: "Overview" })).toHaveFocus();
  },
};

export const Playground: Story = { args: { defaultValue: "files" } };
