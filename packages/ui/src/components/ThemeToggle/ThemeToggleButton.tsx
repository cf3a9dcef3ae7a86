import { Monitor, Moon, Sun } from "lucide-react";
import { Button, type ButtonProps } from "../Button/Button";

/** The colour theme chosen (spec part 2 §4: dark, light or system). */
export type Theme = "dark" | "light" | "system";

/** The choices, in the menu's order, with their names. */
export const THEME_OPTIONS: readonly { value: Theme; label: string }[] = [
  { value: "dark", label: "Dark" },
  { value: "light", label: "Light" },
  { value: "system", label: "System" },
];

export const themeIcons = { dark: Moon, light: Sun, system: Monitor } as const;

export type ThemeToggleButtonProps = Omit<ButtonProps, "onClick" | "children" | "asChild"> & {
  /** The theme chosen ("system" follows the device). */
  theme: Theme;
};

/** The theme menu's trigger: an icon button showing the chosen theme (no menu code: see `ThemeToggle`). */
export function ThemeToggleButton({
  theme,
  className,
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleButtonProps) {
  const Icon = themeIcons[theme];
  const current = THEME_OPTIONS.find((option) => option.value === theme)?.label ?? theme;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      {...props}
      // After the spread: a Radix trigger around it (asChild) passes its own data-slot and data-state
      // (open/closed); the button keeps its name and says which theme it shows.
      data-slot="theme-toggle"
      data-state={theme}
      aria-label={`Theme: ${current}`}
      title={`Theme: ${current}`}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
