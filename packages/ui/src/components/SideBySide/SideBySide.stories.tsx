import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PRESET_PROMPTS } from "../../lib/presets";
import { narrowViewport } from "../../lib/story-support";
import { SideBySide } from "./SideBySide";
import type { SideBySideSide } from "./side-by-side";

const A = "meta-llama/Llama-3.1-8B-Instruct";
const B = "Qwen/Qwen2.5-72B-Instruct";
const PROMPT = "Explain what a hash map is to a new programmer, in two short paragraphs.";
const LONG_A =
  "A hash map stores values under keys. It runs each key through a hash function that turns it into a number, and uses that number to pick a bucket, so finding a value takes about the same time however many entries there are.\n\nWhen two keys land in the same bucket, the map keeps both and compares the keys to tell them apart.";
const SHORT_B = "A hash map is a table that lets you look a value up by its key, much like";

const done = (model: string, text: string, extra: Partial<SideBySideSide> = {}): SideBySideSide => ({
  model,
  status: "done",
  text,
  firstTokenMs: 380,
  tokensPerSecond: 104.6,
  totalMs: 1240,
  cost: "free",
  attempts: [{ model, endpoint: "chat", ok: true, status: 200 }],
  ...extra,
});

const meta = {
  title: "Components/SideBySide",
  component: SideBySide,
  parameters: { layout: "padded" },
  args: {
    prompt: PROMPT,
    sides: [
      { model: A, status: "idle" },
      { model: B, status: "idle" },
    ],
    onPromptChange: fn(),
    onRun: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof SideBySide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the run: the prompt, the presets and "Run both"; every figure reads n/a. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Run both" }));
    await expect(args.onRun).toHaveBeenCalledOnce();
    await userEvent.selectOptions(canvas.getByLabelText("Preset"), PRESET_PROMPTS[0]!.id);
    await expect(args.onPromptChange).toHaveBeenCalledWith(PRESET_PROMPTS[0]!.prompt);
    await expect(canvas.getAllByText("n/a")).toHaveLength(8);
  },
};

/** Under a page's `h1` (`/compare`): the sides' headings are `h2`, no level skipped (axe heading-order). */
export const UnderPageTitle: Story = {
  args: { headingLevel: 2 },
  decorators: [
    (Story) => (
      <section>
        <h1 className="mb-4 font-semibold text-2xl">Compare by running</h1>
        <Story />
      </section>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "ALlama-3.1-8B-Instruct",
      "BQwen2.5-72B-Instruct",
    ]);
    await expect(canvas.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  },
};

/** No prompt: "Run both" is disabled. */
export const EmptyPrompt: Story = {
  args: { prompt: "" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Run both" })).toBeDisabled();
  },
};

/** Both sides stream at once: each has its first-token time, the rest is still running; "Stop" ends both. */
export const BothStreaming: Story = {
  args: {
    sides: [
      { model: A, status: "streaming", text: LONG_A.slice(0, 140), firstTokenMs: 362 },
      { model: B, status: "streaming", text: SHORT_B, firstTokenMs: 655 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Run both" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvas.getByText("362 ms")).toBeVisible();
  },
};

/** Both answered: time to first token, tokens per second, total time and cost per side. */
export const BothDone: Story = {
  args: {
    sides: [
      done(A, LONG_A, { standIn: true }),
      done(B, `${SHORT_B} a dictionary.`, {
        firstTokenMs: 641,
        tokensPerSecond: 39.2,
        totalMs: 2710,
        standIn: true,
      }),
    ],
  },
};

/** One side failed (its whole chain): its error, the other side's answer stays. */
export const OneFailed: Story = {
  args: {
    sides: [
      done(A, LONG_A),
      {
        model: B,
        status: "error",
        error: "No model answered. Try again in a minute.",
        totalMs: 812,
        cost: "not charged",
        attempts: [{ model: B, endpoint: "chat", ok: false, status: 500, code: "chat_failed" }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("No model answered");
  },
};

/** One side is slow: A has answered, B still waits for its first token. */
export const OneSlow: Story = {
  args: { sides: [done(A, LONG_A), { model: B, status: "waiting" }] },
};

/** Payments on: the price per side, and each side's settled amount. */
export const Paid: Story = {
  args: {
    price: "0.10",
    sides: [done(A, LONG_A, { cost: "0.10" }), done(B, `${SHORT_B} a dictionary.`, { cost: "0.10" })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Each side costs 0.10 USDC/)).toBeVisible();
    await expect(canvas.getAllByText("0.10 USDC")).toHaveLength(2);
  },
};

/** B's model failed and its chain fell back: "Answered by … after … failed". */
export const FallbackTrace: Story = {
  args: {
    sides: [
      done(A, LONG_A),
      done("google/gemma-2-9b-it", SHORT_B, {
        model: B,
        attempts: [
          { model: B, endpoint: "chat", ok: false, status: 503, code: "chat_failed" },
          { model: B, endpoint: "completions", ok: false, status: 503, code: "completions_failed" },
          { model: "google/gemma-2-9b-it", endpoint: "chat", ok: true, status: 200 },
        ],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Answered by gemma-2-9b-it after Qwen2.5-72B-Instruct failed"),
    ).toBeVisible();
  },
};

/** A narrow screen: the two sides stack. */
export const Narrow: Story = {
  ...BothStreaming,
  tags: ["narrow"],
  globals: narrowViewport,
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByRole("article");
    await expect(b!.getBoundingClientRect().top).toBeGreaterThanOrEqual(a!.getBoundingClientRect().bottom);
  },
};
