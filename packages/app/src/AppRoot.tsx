import { LinkProvider } from "@hiber/ui";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { Link } from "react-router-dom";
import { AppErrorBoundary } from "./AppErrorBoundary.tsx";
import { preloadScreen } from "./routes/routes.tsx";
import { AppWalletRoot } from "./wallet/AppWalletRoot.tsx";

/**
 * Pure ui components render links through this: in-app paths become router links, which start loading their
 * screen's chunk when the pointer is over them or they have focus.
 */
function RouterLink({ href, ...props }: React.ComponentProps<"a"> & { href: string }) {
  if (/^[a-z]+:/i.test(href) || href.startsWith("//")) return <a href={href} {...props} />;
  return (
    <Link
      to={href}
      {...props}
      onPointerEnter={(event) => {
        preloadScreen(href);
        props.onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadScreen(href);
        props.onFocus?.(event);
      }}
    />
  );
}

/**
 * The providers around the router: the browser's app (main.tsx) and the build's prerendered route shells
 * (prerender.tsx) render the same tree.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <LinkProvider component={RouterLink}>
            <AppWalletRoot>{children}</AppWalletRoot>
          </LinkProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
