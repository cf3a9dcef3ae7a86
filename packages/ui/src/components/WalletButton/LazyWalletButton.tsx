import { useEffect } from "react";
import { deferredComponent, standInTriggerProps, useDeferredComponent } from "../../lib/deferred-component";
import { WalletButtonFrame, type WalletButtonProps, walletTriggerButton } from "./WalletButtonParts";

const walletMenu = /* @__PURE__ */ deferredComponent(() =>
  import("./WalletButton").then((module) => module.WalletButton),
);

function LazyWalletButtonView({ defaultMenuOpen, ...props }: WalletButtonProps) {
  const { Component, request, wantsOpen, standInRef, componentRef } = useDeferredComponent(walletMenu);
  const connected = props.state === "connected";
  useEffect(() => {
    if (connected) request(defaultMenuOpen);
  }, [connected, defaultMenuOpen, request]);
  if (Component)
    return (
      <Component
        {...props}
        defaultMenuOpen={defaultMenuOpen || wantsOpen}
        buttonProps={{ ...props.buttonProps, ref: componentRef }}
      />
    );
  const {
    state,
    address,
    walletIcon,
    onSelectWallet,
    onConnect,
    buttonProps,
    walletName: _walletName,
    onCopyAddress: _onCopyAddress,
    onChangeWallet: _onChangeWallet,
    onDisconnect: _onDisconnect,
    ...frameProps
  } = props;
  return (
    <WalletButtonFrame state={state} {...frameProps}>
      {walletTriggerButton(
        { state, address, walletIcon, onSelectWallet, onConnect, buttonProps },
        connected ? { ref: standInRef, "data-state": "closed", ...standInTriggerProps(request) } : undefined,
      )}
    </WalletButtonFrame>
  );
}

// One expression marked pure (no `.preload =` statement): a bundler drops it when it is not imported.
/**
 * `WalletButton` whose connected-state dropdown (Radix's) loads when a wallet connects, not with the
 * page: the other states need no menu. Until the menu's code is in, the same button stands in, and a
 * press made meanwhile opens the menu once it is there.
 */
export const LazyWalletButton = /* @__PURE__ */ Object.assign(LazyWalletButtonView, {
  /** Loads the dropdown's code now (a story, or a page that knows a wallet is connecting). */
  preload: (): Promise<void> => walletMenu.load().then(() => undefined),
});
