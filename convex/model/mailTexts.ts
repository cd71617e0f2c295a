import type { AppLanguage } from "./appLanguages";

/**
 * The words of the mails we send, in each of the app's languages (the recipient's account
 * setting, English otherwise). Plain TS, not the app's JSON catalogues: Convex bundles its
 * functions without Vite. Subjects are fixed text: nothing a user typed ever leads a mail (issue 37).
 * Each mail's module (members.ts, emailConfirmation.ts, mail.ts, accountDeletion.ts) builds the
 * message from these; the English ones are the spec's.
 */
export type MailTexts = {
  invitation: {
    subject: string;
    /** `role`: the role's name; `does`: what it may do, as a sentence. */
    body: (args: { role: string; does: string; link: string; days: number; to: string; name: string }) => string[];
    roles: { editor: { name: string; does: string }; publisher: { name: string; does: string } };
  };
  confirmation: {
    subject: string;
    body: (args: { kind: "signup" | "change"; link: string; hours: number }) => string[];
  };
  resetCode: {
    subject: (code: string) => string;
    body: (args: { code: string; minutes: number }) => string[];
  };
  accountDeleted: {
    subject: string;
    body: (args: { link: string; days: number }) => string[];
  };
};

const en: MailTexts = {
  invitation: {
    subject: "You're invited to edit a portfolio on Portfolio Builder",
    body: ({ role, does, link, days, to, name }) => [
      `You're invited to work on a portfolio on Portfolio Builder as ${role}: ${does.toLowerCase()}`,
      "",
      `Accept the invitation: ${link}`,
      "",
      `The link works once, for ${days} days, with an account for this email address (${to}); sign up with it if you have none.`,
      "",
      name === ""
        ? "The invitation comes from a Portfolio Builder account without a name."
        : `The invitation comes from a Portfolio Builder account named “${name}” (a name its holder chose; Portfolio Builder does not check it).`,
      "If you did not expect this, ignore this mail.",
    ],
    roles: {
      editor: { name: "Editor", does: "Edits the draft and previews it." },
      publisher: { name: "Publisher", does: "Edits, previews, publishes and restores earlier versions." },
    },
  },
  confirmation: {
    subject: "Confirm your email address for Portfolio Builder",
    body: ({ kind, link, hours }) => [
      kind === "signup"
        ? "Welcome to Portfolio Builder. Please confirm that this is your email address:"
        : "Someone (hopefully you) asked to use this address for their Portfolio Builder account. To confirm it, open:",
      "",
      link,
      "",
      `The link works once, for ${hours} hours.`,
      kind === "signup"
        ? "If you did not sign up, ignore this mail."
        : "If you did not ask for this, ignore this mail: nothing changes until the link is used.",
    ],
  },
  resetCode: {
    subject: (code) => `Your Portfolio Builder password reset code: ${code}`,
    body: ({ code, minutes }) => [
      "Someone (hopefully you) asked to reset the password of your Portfolio Builder account.",
      "",
      `Your code: ${code}`,
      "",
      `Enter it on the "Forgot password?" page within ${minutes} minutes.`,
      "If you did not ask for this, ignore this mail: your password stays as it is.",
    ],
  },
  accountDeleted: {
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
  },
};

const fr: MailTexts = {
  invitation: {
    subject: "Vous êtes invité à modifier un portfolio sur Portfolio Builder",
    body: ({ role, does, link, days, to, name }) => [
      `Vous êtes invité à travailler sur un portfolio sur Portfolio Builder en tant que ${role} : ${does.charAt(0).toLowerCase()}${does.slice(1)}`,
      "",
      `Accepter l’invitation : ${link}`,
      "",
      `Le lien fonctionne une seule fois, pendant ${days} jours, avec un compte associé à cette adresse e-mail (${to}) ; inscrivez-vous avec elle si vous n’en avez pas.`,
      "",
      name === ""
        ? "L’invitation provient d’un compte Portfolio Builder sans nom."
        : `L’invitation provient d’un compte Portfolio Builder nommé « ${name} » (un nom choisi par son titulaire ; Portfolio Builder ne le vérifie pas).`,
      "Si vous ne vous attendiez pas à ce message, ignorez-le.",
    ],
    roles: {
      editor: { name: "rédacteur", does: "Modifie le brouillon et le prévisualise." },
      publisher: { name: "éditeur", does: "Modifie, prévisualise, publie et restaure les versions précédentes." },
    },
  },
  confirmation: {
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
  },
  resetCode: {
    subject: (code) => `Votre code de réinitialisation Portfolio Builder : ${code}`,
    body: ({ code, minutes }) => [
      "Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Portfolio Builder.",
      "",
      `Votre code : ${code}`,
      "",
      `Saisissez-le sur la page « Mot de passe oublié ? » dans les ${minutes} minutes.`,
      "Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  },
  accountDeleted: {
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
  },
};

const es: MailTexts = {
  invitation: {
    subject: "Te han invitado a editar un portfolio en Portfolio Builder",
    body: ({ role, does, link, days, to, name }) => [
      `Te han invitado a trabajar en un portfolio en Portfolio Builder como ${role}: ${does.charAt(0).toLowerCase()}${does.slice(1)}`,
      "",
      `Acepta la invitación: ${link}`,
      "",
      `El enlace funciona una sola vez, durante ${days} días, con una cuenta de esta dirección de correo (${to}); si no tienes una, regístrate con ella.`,
      "",
      name === ""
        ? "La invitación viene de una cuenta de Portfolio Builder sin nombre."
        : `La invitación viene de una cuenta de Portfolio Builder llamada «${name}» (un nombre que eligió su titular; Portfolio Builder no lo comprueba).`,
      "Si no esperabas este correo, ignóralo.",
    ],
    roles: {
      editor: { name: "editor", does: "Edita el borrador y lo previsualiza." },
      publisher: { name: "publicador", does: "Edita, previsualiza, publica y restaura versiones anteriores." },
    },
  },
  confirmation: {
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
  },
  resetCode: {
    subject: (code) => `Tu código para restablecer la contraseña de Portfolio Builder: ${code}`,
    body: ({ code, minutes }) => [
      "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Portfolio Builder.",
      "",
      `Tu código: ${code}`,
      "",
      `Escríbelo en la página «¿Olvidaste tu contraseña?» en los próximos ${minutes} minutos.`,
      "Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
    ],
  },
  accountDeleted: {
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
  },
};

export const MAIL_TEXTS: Record<AppLanguage, MailTexts> = { en, fr, es };
