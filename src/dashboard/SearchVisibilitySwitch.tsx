import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { SettingSwitch } from "./SettingSwitch";

/** "Hide from search engines": noindex on the public page and out of the sitemap. */
export function SearchVisibilitySwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation("dashboard");
  const setSearchVisibility = useMutation(api.portfolios.setSearchVisibility);
  return (
    <SettingSwitch
      label={t("searchVisibility.label")}
      description={t("searchVisibility.description")}
      checked={hidden}
      save={(next) => setSearchVisibility({ hidden: next })}
    />
  );
}
