import {
  AppLayout,
  Footer,
  GlobalSearchButton,
  LazyThemeToggle,
  LoadingBar,
  Navbar,
  searchShortcutLabel,
  useSearchShortcut,
} from "@hiber/ui";
import { useWalletSession } from "@hiber/wallet-kit";
import { useEffect, useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router-dom";
import { LazyGlobalSearch } from "../containers/LazyGlobalSearch.tsx";
import { usePublicConfig } from "../lib/api.ts";
import { useTheme } from "../lib/theme.ts";
import { AppWalletButton } from "../wallet/AppWalletRoot.tsx";
import { isWalletHost } from "../wallet/solana-config.ts";
import { navLinks, pageTitle } from "./table.ts";

const upstreamLabels: Record<string, string> = { hub: "hub", datasetsServer: "datasets server" };

/** The shell around every route: navbar (with the global search, ⌘K), page, footer, scroll-to-top; the page's title names the route. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  const [theme, setTheme] = useTheme();
  const config = usePublicConfig();
  const wallet = useWalletSession();
  // The next page's chunk is loading; the current page stays meanwhile.
  const navigating = useNavigation().state === "loading";
  const [searchOpen, setSearchOpen] = useState(false);
  useSearchShortcut(() => setSearchOpen(true));
  // The Wallet link: only on a local (or configured) host AND with a wallet connected (spec part 2 §2, §6).
  const showWalletLink =
    wallet.status === "connected" &&
    isWalletHost(window.location.hostname, config.data?.solana?.walletPageHosts);
  const links = showWalletLink ? [...navLinks, { label: "Wallet", href: "/wallet" }] : navLinks;
  const status = config.data
    ? Object.entries(config.data.upstreams).map(([name, { emulated }]) => ({
        label: upstreamLabels[name] ?? name,
        emulated,
      }))
    : undefined;

  return (
    <AppLayout
      navbar={
        <>
          <LoadingBar active={navigating} />
          <Navbar
            links={links}
            currentPath={pathname}
            actions={
              <>
                <GlobalSearchButton shortcut={searchShortcutLabel()} onClick={() => setSearchOpen(true)} />
                <AppWalletButton />
                <LazyThemeToggle theme={theme} onThemeChange={setTheme} />
              </>
            }
          />
        </>
      }
      footer={<Footer status={status} />}
    >
      <Outlet />
      <LazyGlobalSearch open={searchOpen} onOpenChange={setSearchOpen} />
    </AppLayout>
  );
}
