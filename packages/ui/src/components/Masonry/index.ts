export { Masonry, type MasonryProps, masonryColumnsClass } from "./Masonry";
