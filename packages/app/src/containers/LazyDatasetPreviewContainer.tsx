import { DeferredDialog } from "@hiber/ui";
import { type ComponentProps, lazy } from "react";

const DatasetPreviewContainer = lazy(() =>
  import("./DatasetPreviewContainer.tsx").then((module) => ({ default: module.DatasetPreviewContainer })),
);

/**
 * The dataset preview with its queries (the datasets server's client and row mapping), whose code loads
 * when a preview first opens, not with the page that offers it: the scrim and a spinner meanwhile.
 */
export function LazyDatasetPreviewContainer(props: ComponentProps<typeof DatasetPreviewContainer>) {
  return (
    <DeferredDialog open>
      <DatasetPreviewContainer {...props} />
    </DeferredDialog>
  );
}
