import { lazy } from "react";
import { DeferredDialog } from "../Dialog/DeferredDialog";
import type { WalletModalProps } from "./WalletModal";

const WalletModal = /* @__PURE__ */ lazy(() =>
  import("./WalletModal").then((module) => ({ default: module.WalletModal })),
);

/** `WalletModal` whose code loads when it first opens (a page's first paint does not need it). */
export function LazyWalletModal(props: WalletModalProps) {
  return (
    <DeferredDialog open={props.open}>
      <WalletModal {...props} />
    </DeferredDialog>
  );
}
