export { CategoryChips, type CategoryChipsProps, MODEL_CATEGORIES } from "./CategoryChips";
