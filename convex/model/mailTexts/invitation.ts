import type { AppLanguage } from "../appLanguages";

/** The invitation to work on a portfolio (members.ts invitationMail). */
export type InvitationTexts = {
  subject: string;
  /** `role`: the role's name; `does`: what it may do, as a sentence. */
  body: (args: { role: string; does: string; link: string; days: number; to: string; name: string }) => string[];
  roles: { editor: { name: string; does: string }; publisher: { name: string; does: string } };
};

const en: InvitationTexts = {
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
};

const fr: InvitationTexts = {
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
};

const es: InvitationTexts = {
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
};

export const INVITATION_MAIL: Record<AppLanguage, InvitationTexts> = { en, fr, es };
