import type { AppLanguage } from "../appLanguages";

/**
 * A visitor wrote through the published page's contact form (audience.ts newMessageMail). The
 * subject is fixed and the product's words come first: the visitor's name and message are their
 * own text, quoted below (issue 37).
 */
export type ContactMessageTexts = {
  subject: string;
  body: (args: { from: string; message: string; inbox: string }) => string[];
};

const en: ContactMessageTexts = {
  subject: "New message via your portfolio",
  body: ({ from, message, inbox }) => [
    "Someone wrote to you through the contact form on your published portfolio.",
    "",
    `From: ${from}`,
    "",
    message,
    "",
    `Reply to them by email, or read it in your inbox: ${inbox}`,
  ],
};

const fr: ContactMessageTexts = {
  subject: "Nouveau message via votre portfolio",
  body: ({ from, message, inbox }) => [
    "Quelqu’un vous a écrit via le formulaire de contact de votre portfolio publié.",
    "",
    `De : ${from}`,
    "",
    message,
    "",
    `Répondez-lui par e-mail, ou lisez le message dans votre boîte de réception : ${inbox}`,
  ],
};

const es: ContactMessageTexts = {
  subject: "Nuevo mensaje a través de tu portfolio",
  body: ({ from, message, inbox }) => [
    "Alguien te escribió mediante el formulario de contacto de tu portfolio publicado.",
    "",
    `De: ${from}`,
    "",
    message,
    "",
    `Respóndele por correo o léelo en tu bandeja de entrada: ${inbox}`,
  ],
};

export const CONTACT_MESSAGE_MAIL: Record<AppLanguage, ContactMessageTexts> = { en, fr, es };
