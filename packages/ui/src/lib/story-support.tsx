import type { Decorator } from "@storybook/react-vite";
import { type ComponentType, useState } from "react";
import { within } from "storybook/test";
import { Button, type ButtonProps } from "../components/Button/Button";

/*
 * What many stories share (stories only; nothing here ships in the library's bundle).
 */

/**
 * The phone viewport (375 px) as a story's `globals`; story tests render at it. Write the tag out beside
 * it, `tags: ["narrow"], globals: narrowViewport`: the visual tests shoot the stories tagged "narrow" at
 * 375 px, and Storybook's index reads a story's tags from its own text (not through a spread or an import).
 */
export const narrowViewport = { viewport: { value: "narrow", isRotated: false } };

/** A decorator that sets the story in a box with these classes (a card's width, room for a dropdown). */
export function frame(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}

/** Room below and left of a button for its dropdown, which opens under it aligned to its end. */
export const menuRoom = frame("flex h-72 items-start justify-end p-6");

/** Queries over the whole page: Radix menus and dialogs render in a portal, outside the story's root. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A grid cell's width (`max-w-sm`) for a story of one card; a story with `parameters: { wide: true }`
 * lays out its own grid instead.
 */
export const cardCell: Decorator = (Story, { parameters }) => (
  <div className={parameters.wide ? undefined : "max-w-sm"}>
    <Story />
  </div>
);

/** A select control that picks one of these fixtures by its id. */
export function fixtureSelect<T extends { id: string }>(fixtures: readonly T[]) {
  return {
    control: "select" as const,
    options: fixtures.map((fixture) => fixture.id),
    mapping: Object.fromEntries(fixtures.map((fixture) => [fixture.id, fixture])),
  };
}

/** The props of a dialog whose open state its parent keeps. */
type OpenStateProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog as the app renders it: a button that opens it, and its open state kept here (each change is
 * still reported to the story's `onOpenChange` spy). Use it as a story's `render`.
 */
export function WithOpener<P extends OpenStateProps>({
  dialog: Dialog,
  args,
  opener,
  openerVariant,
}: {
  dialog: ComponentType<P>;
  args: P;
  /** The button's text. */
  opener: string;
  openerVariant?: ButtonProps["variant"];
}) {
  const [open, setOpen] = useState(args.open);
  return (
    <div className="p-6">
      <Button variant={openerVariant} onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next: boolean) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </div>
  );
}
