import type { AppLanguage } from "../appLanguages";

/** The password reset code (mail.ts resetCodeMail). */
export type ResetCodeTexts = {
  subject: (code: string) => string;
  body: (args: { code: string; minutes: number }) => string[];
};

const en: ResetCodeTexts = {
  subject: (code) => `Your Portfolio Builder password reset code: ${code}`,
  body: ({ code, minutes }) => [
    "Someone (hopefully you) asked to reset the password of your Portfolio Builder account.",
    "",
    `Your code: ${code}`,
    "",
    `Enter it on the "Forgot password?" page within ${minutes} minutes.`,
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ],
};

const fr: ResetCodeTexts = {
  subject: (code) => `Votre code de réinitialisation Portfolio Builder : ${code}`,
  body: ({ code, minutes }) => [
    "Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Portfolio Builder.",
    "",
    `Votre code : ${code}`,
    "",
    `Saisissez-le sur la page « Mot de passe oublié ? » dans les ${minutes} minutes.`,
    "Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  ],
};

const es: ResetCodeTexts = {
  subject: (code) => `Tu código para restablecer la contraseña de Portfolio Builder: ${code}`,
  body: ({ code, minutes }) => [
    "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Portfolio Builder.",
    "",
    `Tu código: ${code}`,
    "",
    `Escríbelo en la página «¿Olvidaste tu contraseña?» en los próximos ${minutes} minutos.`,
    "Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
  ],
};

export const RESET_CODE_MAIL: Record<AppLanguage, ResetCodeTexts> = { en, fr, es };
