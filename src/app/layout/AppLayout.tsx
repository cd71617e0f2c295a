import { Suspense, type ReactNode } from "react";
import { Box } from "@mantine/core";
import { Outlet, useLocation } from "react-router";
import { useStaticDocument } from "../../lib/routeHandle";
import { PageScript } from "../../page-script/PageScript";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { PageLoader } from "../../ui/PageLoader";
import { Footer } from "./Footer";
import { showsTopNav } from "./navLinks";
import { TopNav } from "./TopNav";

/** Every screen: the top navigation (except on public portfolios) above the routed page. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: "column" }}>
      {showsTopNav(pathname) && <TopNav />}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, display: "flex", flexDirection: "column", outline: "none" }}>
        <PageSlot>
          <Outlet />
        </PageSlot>
      </Box>
    </Box>
  );
}

/** Visitor pages: the page, then the shared footer. */
export function VisitorLayout() {
  const staticDocument = useStaticDocument();
  return (
    <>
      <Box style={{ flex: 1 }}>
        <PageSlot fill>
          <Outlet />
        </PageSlot>
      </Box>
      <Footer />
      {staticDocument && <PageScript />}
    </>
  );
}

/**
 * Pages load lazily: show a loader meanwhile and contain any failure to this page. A document
 * without React has everything on the server: no Suspense boundary, whose streamed content an
 * inline script would have to reveal.
 */
function PageSlot({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  const { pathname } = useLocation();
  const staticDocument = useStaticDocument();
  if (staticDocument) return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader label="Loading page..." fill={fill} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
