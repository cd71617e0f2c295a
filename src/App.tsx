import { lazy, Suspense, type ReactNode } from "react";
import { useMounted } from "@mantine/hooks";
// The landing page is most visits' first screen: bundled with the shell, saving a round-trip.
import HomePage from "./pages/Home.page";
import { MantineProvider } from "@mantine/core";
import { BrowserRouter, Navigate, Outlet, Route, Routes } from "react-router-dom";
import { RequireAuth } from "./components/auth/RequireAuth";
import { AppLayout, VisitorLayout } from "./components/layout/AppLayout";
import { APP_BASENAME } from "./lib/publicLink";
import { cssVariablesResolver, theme } from "./theme";

// Route-level code splitting: each page is its own chunk, so visitor pages never download the
// builder's or the templates' code.
const PricingPage = lazy(() => import("./pages/Pricing.page"));
const AboutPage = lazy(() => import("./pages/About.page"));
const ContactPage = lazy(() => import("./pages/Contact.page"));
const LoginPage = lazy(() => import("./pages/Login.page"));
const SignupPage = lazy(() => import("./pages/Signup.page"));
const DashboardPage = lazy(() => import("./pages/Dashboard.page"));
const AccountPage = lazy(() => import("./pages/Account.page"));
const TemplatesPage = lazy(() => import("./pages/Templates.page"));
const BuilderPage = lazy(() => import("./pages/Builder.page"));
const PreviewPage = lazy(() => import("./pages/Preview.page"));
const PortfolioViewPage = lazy(() => import("./pages/PortfolioView.page"));
const NotFoundPage = lazy(() => import("./pages/NotFound.page"));
// The toast container (with its transitions and scroll lock) is not needed for the first paint;
// toasts shown before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

/** The route table (spec §2), without a router so tests can mount it at any path. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to="/home" replace />} />
        <Route element={<VisitorLayout />}>
          <Route path="home" element={<HomePage />} />
          <Route path="pricing" element={<PricingPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupPage />} />
          <Route path="reset-password" Component={lazy(() => import("./pages/ResetPassword.page"))} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route
          element={
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          }
        >
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="templates" element={<TemplatesPage />} />
          <Route path="builder/:templateId" element={<BuilderPage />} />
          <Route path="preview" element={<PreviewPage />} />
        </Route>
        <Route path="portfolio-view/:userId" element={<PortfolioViewPage />} />
      </Route>
    </Routes>
  );
}

/** The whole app below the Convex providers: theme, toasts and the router. */
export function App() {
  return (
    <AppChrome>
      <BrowserRouter basename={APP_BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppChrome>
  );
}

/** Theme and toasts around a router (the browser's, or a static one when prerendering). */
export function AppChrome({ children }: { children: ReactNode }) {
  // Mounted after the first render, so a prerendered page hydrates without waiting for it.
  const mounted = useMounted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {mounted && (
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={5000} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
