import { Button, type ButtonProps } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The way to the printable résumé, where people look for it (dashboard, account's data section). */
export function ResumeLinkButton({ variant = "default" }: { variant?: ButtonProps["variant"] }) {
  const { t } = useTranslation("resume");
  return (
    <Button component={Link} to="/resume" variant={variant} leftSection={<IconFileTypePdf size={16} aria-hidden />}>
      {t("pdf")}
    </Button>
  );
}
