export { Logo, LogoMark, type LogoMarkProps, type LogoProps } from "./Logo";
