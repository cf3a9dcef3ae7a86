import { type DatasetPreview, listModelsPage, type ModelEntry, previewDataset } from "@hiber/hub-sdk";
import { ComparisonModal, comparedModelFromEntry, DatasetPreviewModal, ModelCard } from "@hiber/ui";
import { useEffect, useState } from "react";

const api = `${window.location.origin}/api`;
const DATASET = "scikit-learn/iris";

/** The hub's first models as cards, two of them compared, and a dataset's preview (hub-sdk + ui). */
export function Models() {
  const [models, setModels] = useState<ModelEntry[]>();
  const [error, setError] = useState<string>();
  const [comparing, setComparing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [preview, setPreview] = useState<DatasetPreview>();

  useEffect(() => {
    listModelsPage({ baseUrl: `${api}/hub`, pageSize: 4 }).then(
      (page) => setModels(page.items),
      (reason: Error) => setError(reason.message),
    );
  }, []);
  useEffect(() => {
    if (!previewing) return;
    previewDataset({ baseUrl: `${api}/datasets-server`, dataset: DATASET }).then(
      setPreview,
      (reason: Error) => setError(reason.message),
    );
  }, [previewing]);

  const [first, second] = models ?? [];
  return (
    <section aria-label="Models">
      {error ? <p role="alert">{error}</p> : null}
      {models ? null : <p>Loading models…</p>}
      <div style={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 16 }}>
        {models?.map((model) => (
          <ModelCard key={model.id} model={model} href={`#${model.id}`} />
        ))}
      </div>
      <button type="button" disabled={!second} onClick={() => setComparing(true)}>
        Compare the first two
      </button>
      <button type="button" onClick={() => setPreviewing(true)}>
        Preview {DATASET}
      </button>
      {first && second ? (
        <ComparisonModal
          open={comparing}
          onOpenChange={setComparing}
          models={[comparedModelFromEntry(first), comparedModelFromEntry(second)]}
        />
      ) : null}
      <DatasetPreviewModal
        open={previewing}
        onOpenChange={setPreviewing}
        datasetId={DATASET}
        status={preview ? "success" : "loading"}
        preview={preview}
      />
    </section>
  );
}
