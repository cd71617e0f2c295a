import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatNumber } from "../lib/formatDate";

/** Dates and numbers in the app's current language (Intl), for components. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (value: string | number | null | undefined) => formatDate(value, language),
    dateTime: (value: string | number | null | undefined) => formatDateTime(value, language),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
  };
}
