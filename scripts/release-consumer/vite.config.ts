import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The page talks to one origin: `vite preview` forwards /api (the hub, the datasets server, the Solana
// JSON-RPC and its websocket, the paid inference) to the Hiber app server named by HIBER_APP_URL.
const app = process.env.HIBER_APP_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  preview: { proxy: { "/api": { target: app, ws: true } } },
});
