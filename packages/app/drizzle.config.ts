import { defineConfig } from "drizzle-kit";

// `pnpm --filter @hiber/app run db:generate` writes a new migration after a change to server/db/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
