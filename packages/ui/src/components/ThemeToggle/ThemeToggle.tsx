import { Monitor, Moon, Sun } from "lucide-react";
import { Button, type ButtonProps } from "../Button/Button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../DropdownMenu/DropdownMenu";

/** The colour theme chosen (spec part 2 §4: dark, light or system). */
export type Theme = "dark" | "light" | "system";

/** The choices, in the menu's order, with their names. */
export const THEME_OPTIONS: readonly { value: Theme; label: string }[] = [
  { value: "dark", label: "Dark" },
  { value: "light", label: "Light" },
  { value: "system", label: "System" },
];

const icons = { dark: Moon, light: Sun, system: Monitor } as const;

export type ThemeToggleProps = Omit<ButtonProps, "onClick" | "children" | "asChild"> & {
  /** The theme chosen ("system" follows the device). */
  theme: Theme;
  /** Called with the theme picked in the menu. */
  onThemeChange: (theme: Theme) => void;
};

/**
 * An icon button that opens a menu of the three themes (Dark, Light, System), the chosen one marked; a
 * Radix dropdown, so it opens with Enter, Space or the arrow keys and the arrows move between the choices.
 */
export function ThemeToggle({
  theme,
  onThemeChange,
  className,
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleProps) {
  const Icon = icons[theme];
  const current = THEME_OPTIONS.find((option) => option.value === theme)?.label ?? theme;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          data-slot="theme-toggle"
          data-state={theme}
          variant={variant}
          size={size}
          aria-label={`Theme: ${current}`}
          title={`Theme: ${current}`}
          className={className}
          {...props}
        >
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-36">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => onThemeChange(value as Theme)}>
          {THEME_OPTIONS.map(({ value, label }) => {
            const ItemIcon = icons[value];
            return (
              <DropdownMenuRadioItem key={value} value={value} data-slot="theme-toggle-option">
                <ItemIcon aria-hidden="true" className="size-4" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
