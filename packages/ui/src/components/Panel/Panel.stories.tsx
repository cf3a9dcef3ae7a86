import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Panel, PanelHeader, PanelTitle } from "./Panel";

const meta = {
  title: "Components/Panel",
  component: Panel,
  subcomponents: { PanelHeader, PanelTitle },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Panel aria-labelledby="panel-title" className="max-w-md">
      <PanelHeader>
        <PanelTitle id="panel-title">Your Prompt</PanelTitle>
      </PanelHeader>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">The panel's content goes under its heading.</p>
    </Panel>
  ),
};

/** A heading row with an action at the end. */
export const WithActions: Story = {
  render: () => (
    <Panel aria-labelledby="panel-actions-title" className="max-w-md">
      <PanelHeader>
        <PanelTitle id="panel-actions-title">Prompt Presets</PanelTitle>
        <Button variant="ghost" size="sm">
          Clear
        </Button>
      </PanelHeader>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">Twelve presets in four categories.</p>
    </Panel>
  ),
};
