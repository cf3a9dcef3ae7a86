import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination } from "./Pagination";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  parameters: { layout: "centered" },
  args: { page: 2, pageCount: 10, hasNextPage: true, onPreviousPage: fn(), onNextPage: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Page 2 of 10")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Previous" }));
    await expect(args.onPreviousPage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(args.onNextPage).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 10, hasNextPage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Previous" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Next" })).toBeDisabled();
  },
};

export const WithoutTotal: Story = {
  args: { page: 3, pageCount: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Page 3")).toBeVisible();
  },
};

/** While a page loads both buttons are disabled: marked, ignoring presses, and still focusable. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole("button", { name: "Previous" });
    const next = canvas.getByRole("button", { name: "Next" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(previous, { pointerEventsCheck: 0 });
    next.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNextPage).not.toHaveBeenCalled();
    await expect(args.onPreviousPage).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};
