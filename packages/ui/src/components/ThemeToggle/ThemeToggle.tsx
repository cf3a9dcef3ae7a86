import { Moon, Sun } from "lucide-react";
import { Button, type ButtonProps } from "../Button/Button";

export type Theme = "light" | "dark";

export type ThemeToggleProps = Omit<ButtonProps, "onClick" | "children" | "asChild"> & {
  /** The theme in effect. */
  theme: Theme;
  /** Called with the other theme when the button is pressed. */
  onThemeChange: (theme: Theme) => void;
};

/** An icon button that switches between the light and dark themes; its label names the theme it switches to. */
export function ThemeToggle({
  theme,
  onThemeChange,
  className,
  variant = "ghost",
  size = "icon",
  ...props
}: ThemeToggleProps) {
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <Button
      data-slot="theme-toggle"
      data-state={theme}
      variant={variant}
      size={size}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={className}
      onClick={() => onThemeChange(next)}
      {...props}
    >
      {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
