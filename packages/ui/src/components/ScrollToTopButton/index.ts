export { SCROLL_TO_TOP_THRESHOLD, ScrollToTopButton, type ScrollToTopButtonProps } from "./ScrollToTopButton";
