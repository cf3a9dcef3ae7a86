import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorCard } from "./ErrorCard";

const meta = {
  title: "Components/ErrorCard",
  component: ErrorCard,
  parameters: { layout: "padded" },
  args: {
    title: "Something went wrong",
    description: "The request could not be completed.",
    actionLabel: "Try Again",
    onAction: fn(),
  },
} satisfies Meta<typeof ErrorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(within(alert).getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try Again" }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** Spec §2: the app failed to render. */
export const AppError: Story = {
  args: {
    title: "App Error",
    description: "There was an error loading the application. This is likely a temporary issue.",
    actionLabel: "Reload Page",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "App Error" })).toBeVisible();
    await expect(
      canvas.getByText("There was an error loading the application. This is likely a temporary issue."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reload Page" }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** Spec §8: a page failed to render. */
export const RenderError: Story = {
  args: {
    title: "Error Rendering Page",
    description: "There was an error rendering this page. This is likely a temporary issue.",
    actionLabel: "Reload Page",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Error Rendering Page" })).toBeVisible();
    const button = canvas.getByRole("button", { name: "Reload Page" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const RenderErrorDark: Story = { ...RenderError, globals: { theme: "dark" } };

/** Without `onAction` there is no button. */
export const WithoutAction: Story = {
  args: { onAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
