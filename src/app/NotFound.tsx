import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation("common");
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" gap="md">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>{t("notFound.title")}</Title>
        <Text>
          <Trans t={t} i18nKey="notFound.body" values={{ path: pathname }} components={{ code: <Text component="code" ff="monospace" /> }} />
        </Text>
        <Text>{t("notFound.published")}</Text>
        <Group>
          <Button component={Link} to="/home">
            {t("notFound.home")}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t("notFound.support")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
