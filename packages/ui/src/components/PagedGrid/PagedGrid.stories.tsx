import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Card, CardContent, CardHeader, CardSubtitle, CardTitle, CardTitleLink } from "../Card/Card";
import { ErrorCard } from "../ErrorCard/ErrorCard";
import { PagedGrid, PagedGridEmpty, type PagedGridProps } from "./PagedGrid";

interface Item {
  id: string;
  owner: string;
}

const items: Item[] = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"].map((name) => ({
  id: `hiber/${name}`,
  owner: "hiber",
}));

/** The grid of the stories, over simple cards. */
function ExampleGrid(
  props: Omit<PagedGridProps<Item>, "getItemKey" | "renderItem" | "heading" | "loadingLabel">,
) {
  return (
    <PagedGrid
      {...props}
      getItemKey={(item) => item.id}
      renderItem={(item) => (
        <Card>
          <CardContent>
            <CardHeader>
              <CardTitle>
                <CardTitleLink href={`/thing/${item.id}`}>{item.id}</CardTitleLink>
              </CardTitle>
              <CardSubtitle label="Owner:">{item.owner}</CardSubtitle>
            </CardHeader>
          </CardContent>
        </Card>
      )}
      heading="Things"
      loadingLabel="Loading things"
      className="p-6"
    />
  );
}

const meta = {
  title: "Components/PagedGrid",
  component: ExampleGrid,
  // The page documents the generic grid and its empty state; the stories show it over simple cards.
  subcomponents: { PagedGrid, PagedGridEmpty },
  parameters: { layout: "fullscreen" },
  args: {
    status: "success",
    items,
    page: 2,
    pageCount: 5,
    hasNextPage: true,
    onPreviousPage: fn(),
    onNextPage: fn(),
    paginationLabel: "Thing pages",
    error: <ErrorCard title="Error fetching things:" description="The hub answered 503." onAction={fn()} />,
    empty: <PagedGridEmpty icon={<SearchX aria-hidden="true" />} title="No things found" />,
  },
  argTypes: {
    status: { control: "inline-radio", options: ["loading", "error", "success"] },
    items: { table: { disable: true } },
    error: { table: { disable: true } },
    empty: { table: { disable: true } },
    skeleton: { table: { disable: true } },
  },
} satisfies Meta<typeof ExampleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of cards, under a heading for screen readers, with Previous / Next. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Things" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(6);
    const pages = canvas.getByRole("navigation", { name: "Thing pages" });
    await expect(pages).toHaveTextContent("Page 2 of 5");
    await userEvent.click(within(pages).getByRole("button", { name: /Next/ }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
    await userEvent.click(within(pages).getByRole("button", { name: /Previous/ }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};
