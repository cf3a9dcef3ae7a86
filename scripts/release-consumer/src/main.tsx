import "./index.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Models } from "./Models";
import { PayOnePrompt } from "./PayOnePrompt";

// A Vite + React + TypeScript app that uses the three published packages as their READMEs show.
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <main>
        <h1>Hiber packages: a consumer</h1>
        <Models />
        <PayOnePrompt />
      </main>
    </QueryClientProvider>
  </StrictMode>,
);
