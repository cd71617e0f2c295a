import { Button, Drawer } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDisclosure } from "@mantine/hooks";
import { IconEye } from "@tabler/icons-react";
import type { PortfolioContent } from "../../convex/model/formData";
import type { PageSectionId } from "../templates/shared/sections";
import { LivePreview, type PreviewDevice, type PreviewLanguage } from "./LivePreview";

/**
 * The live preview where the builder has no room for it beside the form (phones and tablets): a
 * button that opens it in a sheet over the form (at a phone's width on a phone: `device`). The
 * template renders only while the sheet is open, so typing costs nothing extra.
 */
export function PreviewSheet({
  templateId,
  content,
  follow,
  device,
  language,
}: {
  templateId: string;
  content: PortfolioContent;
  follow?: PageSectionId;
  device: PreviewDevice;
  language?: PreviewLanguage;
}) {
  const { t } = useTranslation("builder");
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={open} aria-haspopup="dialog" style={{ flexShrink: 0 }}>
        {t("preview.live")}
      </Button>
      <Drawer opened={opened} onClose={close} position="bottom" size="100%" title={t("preview.sheet")} padding="sm">
        {opened && (
          <LivePreview templateId={templateId} content={content} follow={follow} initialDevice={device} language={language} height="calc(100dvh - 7.5rem)" />
        )}
      </Drawer>
    </>
  );
}
