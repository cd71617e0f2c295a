import type { ReactNode } from "react";
import { Anchor, Center, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { InlineLoader } from "./InlineLoader";

/** While a screen made from the saved draft waits for it. */
export function DraftLoading() {
  const { t } = useTranslation("common");
  return (
    <Center py="xl">
      <InlineLoader size="sm" label={t("draft.loading")} />
    </Center>
  );
}

/** A screen made from the saved draft, when there is none: what it would show, and where to start. */
export function NoDraft({ title, children, action }: { title: string; children: ReactNode; action: string }) {
  const { t } = useTranslation("common");
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text mt="sm">
        {children}{" "}
        <Anchor component={Link} to="/templates">
          {t("draft.choose")}
        </Anchor>{" "}
        {action}
      </Text>
    </Container>
  );
}
