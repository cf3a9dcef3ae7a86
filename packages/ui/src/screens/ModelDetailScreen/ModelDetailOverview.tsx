import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { cn } from "../../lib/cn";
import type { ModelDetail, ModelDetailExample, ModelDetailField } from "./types";

const sectionTitle = "m-0 font-semibold text-lg text-zinc-900 dark:text-white";
const panel = "rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900";

/** Copies text to the clipboard; `false` when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function FieldList({
  fields,
  empty,
  slot,
}: {
  fields: readonly ModelDetailField[];
  empty: string;
  slot: string;
}) {
  if (fields.length === 0) return <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <dl
      data-slot={slot}
      className="m-0 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]"
    >
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="font-medium text-zinc-600 dark:text-zinc-400">{field.label}</dt>
          <dd className="m-0 text-zinc-900 wrap-anywhere dark:text-zinc-100">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One usage example: its title, the code, and a copy button that says whether the copy worked. */
function ExampleBlock({ example }: { example: ModelDetailExample }) {
  const titleId = useId();
  const [copied, setCopied] = useState<boolean>();
  return (
    <figure aria-labelledby={titleId} data-slot="model-detail-example" className="m-0 flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <figcaption id={titleId} className="font-medium text-sm text-zinc-900 dark:text-white">
          {example.title}
        </figcaption>
        <div className="flex items-center gap-2">
          <span role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
            {copied === true ? "Copied" : copied === false ? "Copy failed" : ""}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Copy ${example.title}`}
            onClick={() => void copyText(example.code).then(setCopied)}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            Copy
          </Button>
        </div>
      </div>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard
        tabIndex={0}
        className="m-0 overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 rounded-lg bg-zinc-950 p-4 text-sm text-zinc-100"
      >
        <code>{example.code}</code>
      </pre>
    </figure>
  );
}

export type ModelDetailOverviewProps = Omit<React.ComponentProps<"div">, "children"> & {
  model: ModelDetail;
};

/** The overview tab (spec §2.1): Technical Details (metrics), Usage Examples (with copy) and Information. */
export function ModelDetailOverview({ model, className, ...props }: ModelDetailOverviewProps) {
  const id = useId();
  return (
    <div data-slot="model-detail-overview" className={cn("grid gap-6 lg:grid-cols-2", className)} {...props}>
      <section aria-labelledby={`${id}-tech`} className={cn(panel, "flex flex-col gap-3")}>
        <h2 id={`${id}-tech`} className={sectionTitle}>
          Technical Details
        </h2>
        <FieldList
          fields={model.metrics}
          empty="No evaluation results reported."
          slot="model-detail-metrics"
        />
      </section>
      <section aria-labelledby={`${id}-info`} className={cn(panel, "flex flex-col gap-3")}>
        <h2 id={`${id}-info`} className={sectionTitle}>
          Information
        </h2>
        <FieldList fields={model.information} empty="n/a" slot="model-detail-information" />
      </section>
      <section
        aria-labelledby={`${id}-examples`}
        className={cn(panel, "flex min-w-0 flex-col gap-4 lg:col-span-2")}
      >
        <h2 id={`${id}-examples`} className={sectionTitle}>
          Usage Examples
        </h2>
        {model.examples.length === 0 ? (
          <p className="m-0 text-sm text-zinc-600 dark:text-zinc-400">No usage examples for this model.</p>
        ) : (
          model.examples.map((example) => <ExampleBlock key={example.title} example={example} />)
        )}
      </section>
    </div>
  );
}
