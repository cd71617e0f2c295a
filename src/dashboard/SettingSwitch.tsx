import { useId, useState } from "react";
import { Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../i18n/messages";

type Props = {
  label: string;
  description: string;
  checked: boolean;
  /** Stores the new value; the live dashboard query then confirms it. */
  save: (next: boolean) => Promise<unknown>;
};

/** A dashboard setting that saves as it is switched, with what it does said beside it. */
export function SettingSwitch({ label, description, checked, save }: Props) {
  // The choice shows at once; the live query confirms it.
  const { t } = useTranslation("dashboard");
  const errorText = useErrorText();
  const [pending, setPending] = useState<boolean | null>(null);
  const descriptionId = useId();

  const change = async (next: boolean) => {
    setPending(next);
    try {
      await save(next);
    } catch (error) {
      notifications.show({ color: "red", title: t("setting.failed"), message: errorText(error, t("tryAgain")) });
    } finally {
      setPending(null);
    }
  };

  // The description sits outside the switch's label (Mantine puts its own inside, which would
  // make it part of the accessible name).
  return (
    <div>
      <Switch
        label={label}
        aria-describedby={descriptionId}
        checked={pending ?? checked}
        disabled={pending !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
    </div>
  );
}
