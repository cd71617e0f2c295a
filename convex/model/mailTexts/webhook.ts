import type { AppLanguage } from "../appLanguages";

/** A webhook endpoint was turned off after failing (webhooks.ts endpointDisabledMail). */
export type WebhookTexts = {
  subject: string;
  body: (args: { url: string; failures: number; attempts: number; account: string }) => string[];
};

const en: WebhookTexts = {
  subject: "A webhook endpoint was turned off",
  body: ({ url, failures, attempts, account }) => [
    `Deliveries to ${url} failed ${failures} times in a row, each after ${attempts} attempts, so we stopped sending to it.`,
    "",
    `Check the endpoint, then turn it back on from your account page: ${account}`,
  ],
};

const fr: WebhookTexts = {
  subject: "Un point de terminaison webhook a été désactivé",
  body: ({ url, failures, attempts, account }) => [
    `Les envois vers ${url} ont échoué ${failures} fois de suite, chacun après ${attempts} tentatives : nous avons donc cessé d’y envoyer quoi que ce soit.`,
    "",
    `Vérifiez le point de terminaison, puis réactivez-le depuis la page de votre compte : ${account}`,
  ],
};

const es: WebhookTexts = {
  subject: "Se desactivó un endpoint de webhook",
  body: ({ url, failures, attempts, account }) => [
    `Los envíos a ${url} fallaron ${failures} veces seguidas, cada uno tras ${attempts} intentos, así que dejamos de enviarle nada.`,
    "",
    `Revisa el endpoint y vuelve a activarlo desde la página de tu cuenta: ${account}`,
  ],
};

export const WEBHOOK_MAIL: Record<AppLanguage, WebhookTexts> = { en, fr, es };
