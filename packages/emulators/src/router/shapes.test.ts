/**
 * The stand-in answers in the shape a prompt asks for (a haiku's three short lines, a code prompt's fenced
 * sample, a list), from its corpus and shipped snippets, and marks every answer as a stand-in's.
 */
import { describe, expect, it } from "vitest";
import { createRouterApp } from "./app";
import { promptShape, SAMPLE_SNIPPETS } from "./shapes";
import { STAND_IN_HEADER } from "./wire";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const app = createRouterApp();

function chat(content: string, extra: Record<string, unknown> = {}): Promise<Response> {
  return Promise.resolve(
    app.request("/v1/chat/completions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ model: MODEL, messages: [{ role: "user", content }], seed: 3, ...extra }),
    }),
  );
}

async function answer(content: string, extra: Record<string, unknown> = {}): Promise<string> {
  const body = (await (await chat(content, extra)).json()) as {
    choices: { message: { content: string } }[];
  };
  return body.choices[0]?.message.content ?? "";
}

describe("promptShape", () => {
  it.each([
    ["Write a haiku about rain", "haiku"],
    ["Write a Python function that reverses a string", "code"],
    ["Show me some JavaScript code for debouncing", "code"],
    ["List five tips for better sleep", "list"],
    ["Give me 3 ideas for a birthday party", "list"],
    ["Explain quantum computing in simple terms", undefined],
  ])("%s → %s", (prompt, shape) => {
    expect(promptShape(prompt)).toBe(shape);
  });
});

describe("shaped answers", () => {
  it("gives a haiku prompt three short lines of corpus words", async () => {
    const text = await answer("Write a haiku about rain");
    const lines = text.split("\n");
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const words = line.split(" ");
      expect(words.length).toBeGreaterThan(0);
      expect(words.length).toBeLessThanOrEqual(5);
      expect(line).toMatch(/^[A-Za-z][\w'’ -]*$/);
    }
  });

  it("gives a code prompt a fenced sample snippet in the language it names, marked as a sample", async () => {
    const python = await answer("Write a python function to count words");
    expect(python).toBe(`\`\`\`python\n${SAMPLE_SNIPPETS.python.code}\n\`\`\``);
    expect(python).toContain("Sample snippet shipped with the local stand-in");
    expect(await answer("Write some javascript code")).toMatch(/^```javascript\n[\s\S]+\n```$/);
    expect(await answer("Write a function that adds two numbers")).toMatch(/^```typescript\n/);
  });

  it("gives a list prompt a bulleted list of corpus sentences", async () => {
    const items = (await answer("List some ways to save energy")).split("\n");
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item).toMatch(/^- [A-Z].{3,}/);
  });

  it("leaves other prompts in prose, and cuts a shaped answer at max_tokens", async () => {
    const prose = await answer("Tell me about the economy and jobs");
    expect(prose).not.toContain("```");
    expect(prose).not.toMatch(/^- /m);
    const cut = (await (await chat("Write a python function", { max_tokens: 3 })).json()) as {
      choices: { message: { content: string }; finish_reason: string }[];
    };
    expect(cut.choices[0]?.message.content).toBe("```python\n# Sample");
    expect(cut.choices[0]?.finish_reason).toBe("length");
  });

  it("streams the same shape", async () => {
    const res = await chat("Write a python function", { stream: true });
    const text = (await res.text())
      .split("\n\n")
      .filter((event) => event.startsWith("data: {"))
      .map((event) => JSON.parse(event.slice(6)) as { choices: { delta: { content?: string } }[] })
      .map((chunk) => chunk.choices[0]?.delta.content ?? "")
      .join("");
    expect(text).toBe(`\`\`\`python\n${SAMPLE_SNIPPETS.python.code}\n\`\`\``);
  });
});

describe("the stand-in header", () => {
  it("marks every answer of the emulator, and browsers may read it", async () => {
    expect((await chat("Hello")).headers.get(STAND_IN_HEADER)).toBe("router-emulator");
    const models = await app.request("/v1/models");
    expect(models.headers.get(STAND_IN_HEADER)).toBe("router-emulator");
    expect(models.headers.get("Access-Control-Expose-Headers")).toContain(STAND_IN_HEADER);
  });
});
