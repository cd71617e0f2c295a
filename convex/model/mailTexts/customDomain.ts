import type { AppLanguage } from "../appLanguages";

/**
 * A custom domain's mails (customDomainMail.ts). The subjects are fixed: the domain is text its
 * owner typed, so it comes in the body only (issue 37).
 */
export type CustomDomainTexts = {
  failing: { subject: string; body: (args: { domain: string; until: string; dashboard: string }) => string[] };
  stopped: { subject: string; body: (args: { domain: string; hours: number; dashboard: string }) => string[] };
};

const en: CustomDomainTexts = {
  failing: {
    subject: "Your custom domain no longer points to your portfolio",
    body: ({ domain, until, dashboard }) => [
      `We checked ${domain} and its DNS records no longer match the ones your portfolio needs.`,
      "",
      `Your portfolio stays online at ${domain} until ${until}. If the records still do not match then, ${domain} stops showing it.`,
      "",
      `The records to set, and what we found instead, are on your dashboard: ${dashboard}`,
    ],
  },
  stopped: {
    subject: "Your custom domain stopped showing your portfolio",
    body: ({ domain, hours, dashboard }) => [
      `The DNS records of ${domain} have not matched your portfolio's for ${hours} hours, so ${domain} no longer shows it.`,
      "Your portfolio is still online at its Portfolio Builder address.",
      "",
      `Fix the records shown on your dashboard and check again to bring ${domain} back: ${dashboard}`,
    ],
  },
};

const fr: CustomDomainTexts = {
  failing: {
    subject: "Votre domaine personnalisé ne pointe plus vers votre portfolio",
    body: ({ domain, until, dashboard }) => [
      `Nous avons vérifié ${domain} : ses enregistrements DNS ne correspondent plus à ceux dont votre portfolio a besoin.`,
      "",
      `Votre portfolio reste en ligne à l’adresse ${domain} jusqu’au ${until}. Si les enregistrements ne correspondent toujours pas à ce moment-là, ${domain} cessera de l’afficher.`,
      "",
      `Les enregistrements à configurer, et ce que nous avons trouvé à la place, sont sur votre tableau de bord : ${dashboard}`,
    ],
  },
  stopped: {
    subject: "Votre domaine personnalisé n’affiche plus votre portfolio",
    body: ({ domain, hours, dashboard }) => [
      `Les enregistrements DNS de ${domain} ne correspondent plus à ceux de votre portfolio depuis ${hours} heures : ${domain} ne l’affiche donc plus.`,
      "Votre portfolio est toujours en ligne à son adresse Portfolio Builder.",
      "",
      `Corrigez les enregistrements indiqués sur votre tableau de bord et relancez la vérification pour rétablir ${domain} : ${dashboard}`,
    ],
  },
};

const es: CustomDomainTexts = {
  failing: {
    subject: "Tu dominio propio ya no apunta a tu portfolio",
    body: ({ domain, until, dashboard }) => [
      `Comprobamos ${domain} y sus registros DNS ya no coinciden con los que necesita tu portfolio.`,
      "",
      `Tu portfolio sigue en línea en ${domain} hasta el ${until}. Si para entonces los registros siguen sin coincidir, ${domain} dejará de mostrarlo.`,
      "",
      `Los registros que debes configurar, y lo que encontramos en su lugar, están en tu panel: ${dashboard}`,
    ],
  },
  stopped: {
    subject: "Tu dominio propio dejó de mostrar tu portfolio",
    body: ({ domain, hours, dashboard }) => [
      `Los registros DNS de ${domain} llevan ${hours} horas sin coincidir con los de tu portfolio, así que ${domain} ya no lo muestra.`,
      "Tu portfolio sigue en línea en su dirección de Portfolio Builder.",
      "",
      `Corrige los registros que aparecen en tu panel y vuelve a comprobarlos para recuperar ${domain}: ${dashboard}`,
    ],
  },
};

export const CUSTOM_DOMAIN_MAIL: Record<AppLanguage, CustomDomainTexts> = { en, fr, es };
