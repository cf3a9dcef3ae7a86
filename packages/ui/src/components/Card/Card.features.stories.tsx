import type { Meta, StoryObj } from "@storybook/react-vite";
import { Bookmark, Download, Heart } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { COVER_IMAGES } from "../../lib/cover-image";
import { Button } from "../Button/Button";
import {
  Card,
  CardAction,
  CardContent,
  CardCover,
  CardCoverImage,
  CardHeader,
  CardStat,
  CardStats,
  CardSubtitle,
  CardTitle,
  CardTitleLink,
  CardUpdated,
} from "./Card";

function ExampleCard({ cover = true, ...props }: React.ComponentProps<typeof Card> & { cover?: boolean }) {
  return (
    <Card {...props} className="max-w-sm">
      {cover && (
        <CardCover>
          <CardCoverImage src={COVER_IMAGES.vision[1]} width={320} height={180} />
        </CardCover>
      )}
      <CardContent>
        <div className="flex items-start justify-between gap-2">
          <CardHeader>
            <CardTitle>
              <CardTitleLink href="/dataset/ylecun/mnist/details">
                mnist-with-a-rather-long-name-that-wraps-onto-a-second-line-and-then-stops
              </CardTitleLink>
            </CardTitle>
            <CardSubtitle label="Author:">ylecun</CardSubtitle>
          </CardHeader>
          <CardAction>
            <Button variant="ghost" size="icon" aria-label="Bookmark mnist" className="size-9">
              <Bookmark aria-hidden="true" className="size-4.5" />
            </Button>
          </CardAction>
        </div>
        <CardStats>
          <CardStat icon={Download} value="68.4k downloads" title="68,420 downloads" />
          <CardStat icon={Heart} value="912" label="912 likes" />
          <CardUpdated date={new Date("2024-03-15T00:00:00Z")} locale="en-US" />
        </CardStats>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: "Components/Card/Features",
  component: ExampleCard,
  parameters: { layout: "padded" },
} satisfies Meta<typeof ExampleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No cover: the content starts at the top (the dataset card). */
export const WithoutCover: Story = { args: { cover: false } };
/** `selected` rings the card (compare mode). */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute("data-state", "selected");
  },
};
export const SelectedDark: Story = { args: { selected: true }, globals: { theme: "dark" } };
export const Dark: Story = { globals: { theme: "dark" } };

/** A long title stops after two lines; the full id stays in the tooltip of the link if you set one. */
export const LongTitle: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(getComputedStyle(link).webkitLineClamp).toBe("2");
  },
};

/** Tab reaches the title link first, then the action; focusing the link rings the whole card. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-slot="card"]') as HTMLElement;
    const shadow = getComputedStyle(card).boxShadow;
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
    await expect(getComputedStyle(card).boxShadow).not.toBe(shadow);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Bookmark mnist" })).toHaveFocus();
  },
};

/** A stat without `label` is read as shown. */
export const StatWithoutLabel: Story = {
  args: { cover: false },
  play: async ({ canvasElement }) => {
    const stat = within(canvasElement).getByTitle("68,420 downloads");
    await expect(stat).toHaveTextContent("68.4k downloads");
    await expect(stat.querySelector(".sr-only")).toBeNull();
  },
};
