import { AppLayout, Footer, Navbar, ThemeToggle } from "@hiber/ui";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useLocation } from "react-router-dom";
import { fetchPublicConfig } from "../lib/api.ts";
import { useTheme } from "../lib/theme.ts";
import { navLinks } from "./table.ts";

const upstreamLabels: Record<string, string> = { hub: "hub", datasetsServer: "datasets server" };

/** The shell around every route: navbar, page, footer, scroll-to-top. */
export function Layout() {
  const { pathname } = useLocation();
  const [theme, setTheme] = useTheme();
  const config = useQuery({
    queryKey: ["config"],
    queryFn: fetchPublicConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const status = config.data
    ? Object.entries(config.data.upstreams).map(([name, { emulated }]) => ({
        label: upstreamLabels[name] ?? name,
        emulated,
      }))
    : undefined;

  return (
    <AppLayout
      navbar={
        <Navbar
          links={navLinks}
          currentPath={pathname}
          actions={<ThemeToggle theme={theme} onThemeChange={setTheme} />}
        />
      }
      footer={<Footer status={status} />}
    >
      <Outlet />
    </AppLayout>
  );
}
