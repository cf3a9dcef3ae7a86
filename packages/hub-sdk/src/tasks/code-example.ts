/**
 * A short, runnable Python snippet that uses a model for its task (the insights page's "Example Code"):
 * the `transformers` pipeline for the tasks it serves, `diffusers` for image generation,
 * `sentence-transformers` for embeddings and similarity, else the `huggingface_hub` download.
 */

/** What each pipeline task feeds the model in its example (`{model}` is the repo id). */
const PIPELINE_INPUTS: Readonly<Record<string, string>> = {
  "text-classification": 'classifier("I love this model!")',
  "token-classification": 'classifier("My name is Sarah and I live in London")',
  "question-answering":
    'classifier(question="Where do I live?", context="My name is Wolfgang and I live in Berlin")',
  "fill-mask": 'classifier("Paris is the [MASK] of France.")',
  summarization:
    'classifier("The tower is 324 metres tall, about the same height as an 81-storey building.")',
  translation: 'classifier("How old are you?")',
  "text2text-generation": 'classifier("Translate English to German: How old are you?")',
  "zero-shot-classification":
    'classifier("I have a problem with my iphone", candidate_labels=["urgent", "not urgent"])',
  "image-classification":
    'classifier("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg")',
  "object-detection":
    'classifier("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg")',
  "image-segmentation":
    'classifier("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg")',
  "image-to-text":
    'classifier("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg")',
  "automatic-speech-recognition":
    'classifier("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac")',
  "audio-classification":
    'classifier("https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac")',
  "text-to-speech": 'classifier("Hello, my dog is cute")',
  "feature-extraction": 'classifier("This is a simple test.")',
};

/** Tasks whose example is a chat turn with the text-generation pipeline. */
const CHAT_TASKS = new Set(["text-generation", "image-text-to-text", "conversational"]);

/** Tasks whose example is `diffusers`. */
const DIFFUSION_TASKS = new Set(["text-to-image", "image-to-image", "unconditional-image-generation"]);

/** Tasks whose example is `sentence-transformers`. */
const SENTENCE_TASKS = new Set(["sentence-similarity"]);

/**
 * The example for a model of a task (matched without regard to case). A task without a dedicated
 * example (or none) gets the repo download with `huggingface_hub`.
 */
export function codeExample(params: { modelId: string; pipelineTag?: string }): string {
  const { modelId } = params;
  const task = params.pipelineTag?.toLowerCase() ?? "";
  const model = JSON.stringify(modelId);
  if (CHAT_TASKS.has(task)) {
    return [
      "from transformers import pipeline",
      "",
      `pipe = pipeline("text-generation", model=${model})`,
      'messages = [{"role": "user", "content": "Who are you?"}]',
      "print(pipe(messages, max_new_tokens=256))",
    ].join("\n");
  }
  if (DIFFUSION_TASKS.has(task)) {
    return [
      "from diffusers import DiffusionPipeline",
      "",
      `pipe = DiffusionPipeline.from_pretrained(${model})`,
      'image = pipe("An astronaut riding a horse on the moon").images[0]',
      'image.save("astronaut.png")',
    ].join("\n");
  }
  if (SENTENCE_TASKS.has(task)) {
    return [
      "from sentence_transformers import SentenceTransformer",
      "",
      `model = SentenceTransformer(${model})`,
      'embeddings = model.encode(["The weather is lovely today.", "It is so sunny outside!"])',
      "print(model.similarity(embeddings, embeddings))",
    ].join("\n");
  }
  const input = PIPELINE_INPUTS[task];
  if (input) {
    return [
      "from transformers import pipeline",
      "",
      `classifier = pipeline(${JSON.stringify(task)}, model=${model})`,
      `print(${input})`,
    ].join("\n");
  }
  return [
    "from huggingface_hub import snapshot_download",
    "",
    `path = snapshot_download(repo_id=${model})`,
    "print(path)",
  ].join("\n");
}
