import { lazy } from "react";
import { DeferredDialog } from "../Dialog/DeferredDialog";
import type { DatasetPreviewModalProps } from "./DatasetPreviewModal";

const DatasetPreviewModal = /* @__PURE__ */ lazy(() =>
  import("./DatasetPreviewModal").then((module) => ({ default: module.DatasetPreviewModal })),
);

/** `DatasetPreviewModal` whose code (with its virtualised rows) loads when it first opens. */
export function LazyDatasetPreviewModal(props: DatasetPreviewModalProps) {
  return (
    <DeferredDialog open={props.open}>
      <DatasetPreviewModal {...props} />
    </DeferredDialog>
  );
}
