import type { AppLanguage } from "../appLanguages";

/** The link that confirms an email address, at sign-up or on a change (emailConfirmation.ts). */
export type ConfirmationTexts = {
  subject: string;
  body: (args: { kind: "signup" | "change"; link: string; hours: number }) => string[];
};

const en: ConfirmationTexts = {
  subject: "Confirm your email address for Portfolio Builder",
  body: ({ kind, link, hours }) => [
    kind === "signup"
      ? "Welcome to Portfolio Builder. Please confirm that this is your email address:"
      : "Someone (hopefully you) asked to use this address for their Portfolio Builder account. To confirm it, open:",
    "",
    link,
    "",
    `The link works once, for ${hours} hours.`,
    kind === "signup" ? "If you did not sign up, ignore this mail." : "If you did not ask for this, ignore this mail: nothing changes until the link is used.",
  ],
};

const fr: ConfirmationTexts = {
  subject: "Confirmez votre adresse e-mail pour Portfolio Builder",
  body: ({ kind, link, hours }) => [
    kind === "signup"
      ? "Bienvenue sur Portfolio Builder. Merci de confirmer que cette adresse e-mail est bien la vôtre :"
      : "Quelqu’un (vous, espérons-le) a demandé à utiliser cette adresse pour son compte Portfolio Builder. Pour la confirmer, ouvrez :",
    "",
    link,
    "",
    `Le lien fonctionne une seule fois, pendant ${hours} heures.`,
    kind === "signup"
      ? "Si vous ne vous êtes pas inscrit, ignorez ce message."
      : "Si vous n’avez rien demandé, ignorez ce message : rien ne change tant que le lien n’est pas utilisé.",
  ],
};

const es: ConfirmationTexts = {
  subject: "Confirma tu dirección de correo para Portfolio Builder",
  body: ({ kind, link, hours }) => [
    kind === "signup"
      ? "Te damos la bienvenida a Portfolio Builder. Confirma que esta es tu dirección de correo:"
      : "Alguien (esperamos que tú) pidió usar esta dirección para su cuenta de Portfolio Builder. Para confirmarla, abre:",
    "",
    link,
    "",
    `El enlace funciona una sola vez, durante ${hours} horas.`,
    kind === "signup" ? "Si no te registraste, ignora este correo." : "Si no lo pediste, ignora este correo: nada cambia hasta que se use el enlace.",
  ],
};

export const CONFIRMATION_MAIL: Record<AppLanguage, ConfirmationTexts> = { en, fr, es };
