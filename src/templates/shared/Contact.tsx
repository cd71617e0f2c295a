import { memo } from "react";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ContactInfo } from "../../../convex/model/formData";
import { mailtoHref, telHref } from "../../../convex/model/urls";
import { hasText } from "./content";
import { usePageWords } from "./pageWords";

/** Phone, email and address; phone and email become links only when they make a safe href. */
export const ContactDetails = memo(function ContactDetails({ contact, className = "" }: { contact: ContactInfo; className?: string }) {
  const phone = hasText(contact.phone) ? contact.phone.trim() : null;
  const email = hasText(contact.email) ? contact.email.trim() : null;
  const address = hasText(contact.address) ? contact.address.trim() : null;
  const words = usePageWords();
  if (!phone && !email && !address) return <p className="pt-empty">No contact details provided.</p>;
  const tel = phone ? telHref(phone) : null;
  const mailto = email ? mailtoHref(email) : null;
  return (
    <ul className={`pt-contact ${className}`}>
      {email && (
        <li className="pt-contact__item">
          <IconMail className="pt-contact__icon" size={22} aria-hidden="true" />
          <span className="pt-contact__label">{words.email}</span>
          {mailto ? <a href={mailto}>{email}</a> : <span>{email}</span>}
        </li>
      )}
      {phone && (
        <li className="pt-contact__item">
          <IconPhone className="pt-contact__icon" size={22} aria-hidden="true" />
          <span className="pt-contact__label">{words.phone}</span>
          {tel ? <a href={tel}>{phone}</a> : <span>{phone}</span>}
        </li>
      )}
      {address && (
        <li className="pt-contact__item">
          <IconMapPin className="pt-contact__icon" size={22} aria-hidden="true" />
          <span className="pt-contact__label">{words.address}</span>
          <address>{address}</address>
        </li>
      )}
    </ul>
  );
});
