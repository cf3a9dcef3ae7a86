import type { Meta, StoryObj } from "@storybook/react-vite";
import { Download, Heart, Star } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { COVER_IMAGES } from "../../lib/cover-image";
import { Button } from "../Button/Button";
import {
  Card,
  CardAction,
  CardContent,
  CardCover,
  CardCoverImage,
  CardFooter,
  CardHeader,
  CardStat,
  CardStats,
  CardSubtitle,
  CardTitle,
  CardTitleLink,
  CardUpdated,
} from "./Card";

const onFollow = fn();

/** A card put together from every part, as a model or dataset card is. */
function ExampleCard(props: React.ComponentProps<typeof Card>) {
  return (
    <Card {...props} className="max-w-sm">
      <CardCover>
        <CardCoverImage src={COVER_IMAGES.language[0]} width={320} height={180} />
      </CardCover>
      <CardContent>
        <CardHeader>
          <CardTitle>
            <CardTitleLink href="/collection/open-llms">Open LLMs for everyday work</CardTitleLink>
          </CardTitle>
          <CardSubtitle label="Curated by:">hiber</CardSubtitle>
        </CardHeader>
        <p className="line-clamp-2 text-sm text-zinc-700 dark:text-zinc-300">
          Small instruction-tuned models that run on a laptop and answer well.
        </p>
        <CardStats divided>
          <CardStat icon={Heart} value="1.2K" label="1,234 likes" />
          <CardStat icon={Download} value="58.1K" label="58,120 downloads" />
          <CardUpdated date={new Date("2024-11-02T00:00:00Z")} locale="en-US" />
        </CardStats>
        <CardFooter>
          <Button variant="outline" size="sm" onClick={onFollow}>
            <Star aria-hidden="true" />
            Follow
          </Button>
        </CardFooter>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: "Components/Card",
  component: Card,
  subcomponents: {
    CardAction,
    CardContent,
    CardCover,
    CardCoverImage,
    CardFooter,
    CardHeader,
    CardStat,
    CardStats,
    CardSubtitle,
    CardTitle,
    CardTitleLink,
    CardUpdated,
  },
  render: (args) => <ExampleCard {...args} />,
  parameters: { layout: "padded" },
  argTypes: { selected: { control: "boolean" } },
  beforeEach: () => {
    onFollow.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The title link covers the card, so a press anywhere opens it; the footer's button sits above that
 * area. Figures read in full to screen readers; the date is "Updated …".
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Open LLMs for everyday work" });
    await expect(canvas.getByRole("heading", { level: 3 })).toContainElement(link);
    const card = canvasElement.querySelector('[data-slot="card"]') as HTMLElement;
    const box = card.getBoundingClientRect();
    const doc = canvasElement.ownerDocument;
    // A point in the card's padding, away from any text, belongs to the link.
    await expect(link.contains(doc.elementFromPoint(box.right - 8, box.top + box.height / 2))).toBe(true);
    const follow = canvas.getByRole("button", { name: "Follow" });
    const followBox = follow.getBoundingClientRect();
    const atFollow = doc.elementFromPoint(
      followBox.x + followBox.width / 2,
      followBox.y + followBox.height / 2,
    );
    await expect(follow.contains(atFollow)).toBe(true);
    await userEvent.click(follow);
    await expect(onFollow).toHaveBeenCalledOnce();
    await expect(canvas.getByText("1,234 likes")).toHaveClass("sr-only");
    await expect(canvas.getByText("Updated")).toHaveClass("sr-only");
    await expect(canvas.getByText("Curated by:")).toHaveClass("sr-only");
  },
};

export const Playground: Story = { args: { selected: true } };
