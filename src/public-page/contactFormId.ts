/** The contact form's box (the template's Contact section is `#contact`): what the page's script replaces after a send. */
export const CONTACT_FORM_ID = "contact-form";
