import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { SettingSwitch } from "./SettingSwitch";

/** "Hide from search engines": noindex on the public page and out of the sitemap. */
export function SearchVisibilitySwitch({ hidden }: { hidden: boolean }) {
  const setSearchVisibility = useMutation(api.portfolios.setSearchVisibility);
  return (
    <SettingSwitch
      label="Hide from search engines"
      description="Search engines will not list your page. Anyone with the link can still open it, and link previews still work."
      checked={hidden}
      save={(next) => setSearchVisibility({ hidden: next })}
    />
  );
}
