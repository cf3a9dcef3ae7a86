import { ErrorCard } from "@hiber/ui";
import { Component, type ErrorInfo, type ReactNode } from "react";

/** Last line of defence: if the app itself fails to render, the spec's "App Error" card. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("App Error", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorCard
        title="App Error"
        description="There was an error loading the application. This is likely a temporary issue."
        actionLabel="Reload Page"
        onAction={() => window.location.reload()}
      />
    );
  }
}
