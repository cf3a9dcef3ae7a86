/** The swarm's agent panels in a browser test (/swarms and a run's own page show the same panels). */
import type { Page } from "@playwright/test";

/** Every agent output panel, in order. */
export const swarmPanels = (page: Page) => page.locator('[data-slot="swarm-agent-output"]');

/** Whether every panel is running and already shows streamed text: the agents stream side by side. */
export function everyPanelStreaming(page: Page): Promise<boolean> {
  return swarmPanels(page).evaluateAll((nodes) =>
    nodes.every(
      (node) =>
        node.getAttribute("data-status") === "running" &&
        (node.querySelector('[data-slot="swarm-agent-text"]')?.textContent ?? "").length > 0 &&
        node.querySelector('[data-slot="swarm-agent-text"]')?.textContent !== "Generating...",
    ),
  );
}
