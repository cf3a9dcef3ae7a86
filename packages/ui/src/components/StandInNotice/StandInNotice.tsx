import { FlaskConical } from "lucide-react";
import { cn } from "../../lib/cn";
import { playgroundModelName } from "../../lib/playground-models";

export type StandInNoticeProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** The model the text was asked of (an id, shown by its short name), e.g. `meta-llama/Llama-3.1-8B-Instruct`. */
  model?: string;
};

/** The notice's text for `model` (also for places that need it as a string). */
export function standInText(model?: string): string {
  const name = model ? playgroundModelName(model) : "the model";
  return `Local stand-in for ${name} — sample text, not the model's answer. Set ROUTER_URL and ROUTER_TOKEN for real answers.`;
}

/**
 * Says that a text came from the local router emulator, not the model it names: shown wherever the
 * stand-in's output appears (the playground's answer, Test Payment's answer).
 */
export function StandInNotice({ model, className, ...props }: StandInNoticeProps) {
  return (
    <p
      data-slot="stand-in-notice"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-xs dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100",
        className,
      )}
      {...props}
    >
      <FlaskConical aria-hidden="true" className="mt-px size-4 shrink-0" />
      <span>{standInText(model)}</span>
    </p>
  );
}
