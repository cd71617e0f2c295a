import type { AppLanguage } from "../appLanguages";

/** The account was deleted, with the link that brings it back (accountDeletion.ts). */
export type AccountDeletedTexts = {
  subject: string;
  body: (args: { link: string; days: number }) => string[];
};

const en: AccountDeletedTexts = {
  subject: "Your Portfolio Builder account is deleted",
  body: ({ link, days }) => [
    "Your Portfolio Builder account was deleted. Its public page is gone and nobody can sign in to it.",
    "",
    `Changed your mind? For ${days} days this link brings it back with everything in it:`,
    "",
    link,
    "",
    `After ${days} days the account and everything in it are deleted for good. If you did not delete it, open the link and change your password.`,
  ],
};

const fr: AccountDeletedTexts = {
  subject: "Votre compte Portfolio Builder est supprimé",
  body: ({ link, days }) => [
    "Votre compte Portfolio Builder a été supprimé. Sa page publique n’existe plus et personne ne peut s’y connecter.",
    "",
    `Vous avez changé d’avis ? Pendant ${days} jours, ce lien le restaure avec tout son contenu :`,
    "",
    link,
    "",
    `Passé ${days} jours, le compte et tout son contenu seront définitivement supprimés. Si vous n’êtes pas à l’origine de cette suppression, ouvrez le lien et changez votre mot de passe.`,
  ],
};

const es: AccountDeletedTexts = {
  subject: "Tu cuenta de Portfolio Builder se ha eliminado",
  body: ({ link, days }) => [
    "Tu cuenta de Portfolio Builder se ha eliminado. Su página pública ya no existe y nadie puede iniciar sesión en ella.",
    "",
    `¿Cambiaste de opinión? Durante ${days} días, este enlace la recupera con todo su contenido:`,
    "",
    link,
    "",
    `Pasados ${days} días, la cuenta y todo su contenido se eliminarán para siempre. Si no la eliminaste tú, abre el enlace y cambia tu contraseña.`,
  ],
};

export const ACCOUNT_DELETED_MAIL: Record<AppLanguage, AccountDeletedTexts> = { en, fr, es };
