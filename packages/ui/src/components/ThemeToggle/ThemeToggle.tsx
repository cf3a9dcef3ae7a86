import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../DropdownMenu/DropdownMenu";
import {
  THEME_OPTIONS,
  type Theme,
  ThemeToggleButton,
  type ThemeToggleButtonProps,
  themeIcons,
} from "./ThemeToggleButton";

export { THEME_OPTIONS, type Theme } from "./ThemeToggleButton";

export type ThemeToggleProps = ThemeToggleButtonProps & {
  /** Called with the theme picked in the menu. */
  onThemeChange: (theme: Theme) => void;
  /** Whether the menu starts open. */
  defaultMenuOpen?: boolean;
};

/**
 * An icon button that opens a menu of the three themes (Dark, Light, System), the chosen one marked; a
 * Radix dropdown, so it opens with Enter, Space or the arrow keys and the arrows move between the choices.
 * `LazyThemeToggle` is the same, its menu's code loaded when it is first pointed at, focused or pressed.
 */
export function ThemeToggle({ theme, onThemeChange, defaultMenuOpen, ...props }: ThemeToggleProps) {
  return (
    <DropdownMenu defaultOpen={defaultMenuOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeToggleButton theme={theme} {...props} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-36">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => onThemeChange(value as Theme)}>
          {THEME_OPTIONS.map(({ value, label }) => {
            const ItemIcon = themeIcons[value];
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
