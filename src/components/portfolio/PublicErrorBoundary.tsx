import { Component, type ErrorInfo, type ReactNode } from "react";
import classes from "./PublicPortfolio.module.css";

/**
 * The standalone public page's last resort (the app's own ErrorBoundary needs Mantine): a failed
 * live query or a template that breaks shows a way out instead of a blank page.
 */
export class PublicErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Public portfolio failed to render", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={classes.state} role="alert">
        <h1 className={classes.title}>Something went wrong</h1>
        <p className={classes.dimmed}>This portfolio could not be shown. Check your connection and try again.</p>
        <button type="button" className={classes.link} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
