import { useId, useState } from "react";
import { Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorMessage } from "../../../convex/model/errors";

/** "Hide from search engines": noindex on the public page and out of the sitemap. */
export function SearchVisibilitySwitch({ hidden }: { hidden: boolean }) {
  const setSearchVisibility = useMutation(api.portfolios.setSearchVisibility);
  // The choice shows at once; the live dashboard query confirms it.
  const [pending, setPending] = useState<boolean | null>(null);
  const descriptionId = useId();

  const change = async (next: boolean) => {
    setPending(next);
    try {
      await setSearchVisibility({ hidden: next });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not change the setting", message: errorMessage(error, "Please try again.") });
    } finally {
      setPending(null);
    }
  };

  // The description sits outside the switch's label (Mantine puts its own inside, which would
  // make it part of the accessible name).
  return (
    <div>
      <Switch
        label="Hide from search engines"
        aria-describedby={descriptionId}
        checked={pending ?? hidden}
        disabled={pending !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text id={descriptionId} size="sm" c="dimmed" mt={4}>
        Search engines will not list your page. Anyone with the link can still open it, and link previews still work.
      </Text>
    </div>
  );
}
