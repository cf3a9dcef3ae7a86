// Copies the stylesheet and its fonts next to the built JS so `@hiber/ui/styles.css` works from npm.
import { cpSync } from "node:fs";

cpSync("src/styles/globals.css", "dist/styles.css");
cpSync("src/styles/fonts", "dist/fonts", { recursive: true });
