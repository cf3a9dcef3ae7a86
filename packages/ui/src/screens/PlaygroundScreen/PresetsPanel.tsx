import { useControllableState } from "@radix-ui/react-use-controllable-state";
import { Eraser } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { CategoryChips } from "../../components/CategoryChips/CategoryChips";
import { Panel, PanelHeader, PanelTitle } from "../../components/Panel/Panel";
import { PresetCard } from "../../components/PresetCard/PresetCard";
import {
  PRESET_CATEGORIES,
  PRESET_PROMPTS,
  type PresetCategory,
  type PresetPrompt,
  presetsInCategory,
} from "../../lib/presets";

export type PresetsPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The presets; the 12 of {@link PRESET_PROMPTS} by default. */
  presets?: readonly PresetPrompt[];
  /** The category chip (controlled); `null` is "All". Uncontrolled, from `defaultCategory`, when not given. */
  category?: PresetCategory | null;
  /** The category chip at first when uncontrolled; "All" (`null`) by default. */
  defaultCategory?: PresetCategory | null;
  onCategoryChange?: (category: PresetCategory | null) => void;
  /** The preset whose prompt is in the box (highlighted). */
  selectedPresetId?: string;
  /** A preset was chosen. */
  onPresetSelect: (preset: PresetPrompt) => void;
  /** "Clear": empty the prompt and the result. */
  onClear: () => void;
};

/**
 * "Prompt Presets" (spec §2.11): the category chips over the preset cards, a row that scrolls sideways on
 * phones (so the prompt box stays near) and a grid from `sm` on; "Clear" in the heading.
 */
export function PresetsPanel({
  presets = PRESET_PROMPTS,
  category: categoryProp,
  defaultCategory = null,
  onCategoryChange,
  selectedPresetId,
  onPresetSelect,
  onClear,
  ...props
}: PresetsPanelProps) {
  const id = useId();
  const [category, setCategory] = useControllableState<PresetCategory | null>({
    prop: categoryProp,
    defaultProp: defaultCategory,
    onChange: onCategoryChange,
    caller: "PresetsPanel",
  });
  const shown = presetsInCategory(presets, category ?? undefined);
  return (
    <Panel data-slot="playground-presets" aria-labelledby={`${id}-title`} {...props}>
      <PanelHeader>
        <PanelTitle id={`${id}-title`}>Prompt Presets</PanelTitle>
        <Button variant="ghost" size="sm" onClick={onClear} data-slot="playground-clear">
          <Eraser aria-hidden="true" />
          Clear
        </Button>
      </PanelHeader>
      <CategoryChips
        value={category ?? undefined}
        onValueChange={(next) => setCategory((next as PresetCategory | undefined) ?? null)}
        categories={PRESET_CATEGORIES}
        label="Preset categories"
        className="-mx-5 px-5 sm:mx-0 sm:px-0"
      />
      <ul
        className="-mx-5 relative flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0"
        data-slot="playground-preset-list"
      >
        {shown.map((preset) => (
          <li key={preset.id} className="w-64 min-w-0 shrink-0 snap-start sm:w-auto">
            <PresetCard preset={preset} selected={preset.id === selectedPresetId} onSelect={onPresetSelect} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
