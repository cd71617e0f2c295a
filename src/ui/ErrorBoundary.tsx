import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; resetKey?: string };

/**
 * Catches render errors (a failed live query, a page chunk that did not load) so one broken
 * screen shows a way out instead of a blank page. A new `resetKey` (the path) clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Screen failed to render", error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <ScreenFailed />;
  }
}

function ScreenFailed() {
  const { t } = useTranslation("common");
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" role="alert">
        <Title order={1}>{t("error.title")}</Title>
        <Text>{t("error.body")}</Text>
        <Button onClick={() => window.location.reload()}>{t("error.reload")}</Button>
      </Stack>
    </Container>
  );
}
