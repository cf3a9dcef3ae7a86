import { playgroundModelName } from "@hiber/ui";
import { useId } from "react";
import { useUrlState } from "../lib/searchParams.ts";
import { DEFAULT_PLAYGROUND_MODEL, PLAYGROUND_MODEL_IDS } from "../playground/models.ts";
import { CompareRun } from "./CompareRunContainer.tsx";

/** Model B when the URL names none: the next playground model. */
const DEFAULT_B = PLAYGROUND_MODEL_IDS[2];

function ModelSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const options = PLAYGROUND_MODEL_IDS.includes(value as (typeof PLAYGROUND_MODEL_IDS)[number])
    ? PLAYGROUND_MODEL_IDS
    : [value, ...PLAYGROUND_MODEL_IDS];
  return (
    <label
      htmlFor={id}
      className="flex min-w-0 flex-1 flex-col gap-1 font-medium text-sm text-zinc-900 dark:text-white"
    >
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-zinc-300 bg-white px-2 py-1.5 font-normal text-sm dark:border-zinc-700 dark:bg-zinc-900"
      >
        {options.map((model) => (
          <option key={model} value={model}>
            {playgroundModelName(model)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * `/compare?a=…&b=…&prompt=…` (issue 18): two models answer one prompt side by side. The models and the
 * prompt live in the URL, so a link or a reload shows the same comparison.
 */
export function CompareContainer() {
  const [params, update] = useUrlState();
  const a = params.get("a") || DEFAULT_PLAYGROUND_MODEL;
  const b = params.get("b") || DEFAULT_B;
  const prompt = params.get("prompt") ?? "";
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl text-zinc-900 dark:text-white">Compare by running</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Both models answer the same prompt at once; each side shows its own speed and cost.
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ModelSelect label="Model A" value={a} onChange={(id) => update({ a: id }, { replace: true })} />
        <ModelSelect label="Model B" value={b} onChange={(id) => update({ b: id }, { replace: true })} />
      </div>
      <CompareRun
        models={[a, b]}
        prompt={prompt}
        onPromptChange={(value) => update({ prompt: value }, { replace: true })}
        headingLevel={2}
      />
    </section>
  );
}
