import type { AppLanguage } from "../appLanguages";
import type { Plan } from "../plans";

/**
 * The plan's mails (billingMail.ts): a trial's reminder and end, and each change of the paid
 * subscription. `name` is a plan's name in the mail's language (`plans`); dates come written out.
 */
export type BillingTexts = {
  plans: Record<Plan, string>;
  trialEnding: {
    subject: (args: { name: string; days: number }) => string;
    body: (args: { name: string; endsOn: string; dashboard: string }) => string[];
  };
  trialEnded: {
    subject: (name: string) => string;
    /** `brandingBack`: the plan the account is back on shows the "Made with" link again (`ownName`). */
    body: (args: { name: string; ownName: string; brandingBack: boolean; pricing: string }) => string[];
  };
  subscription: {
    /** The line every subscription mail ends with. */
    dashboard: (dashboard: string) => string;
    ended: { subject: (name: string) => string; body: (args: { name: string; pricing: string }) => string[] };
    pastDue: { subject: (name: string) => string; body: (args: { name: string; graceEnd: string; dashboard: string }) => string[] };
    welcome: { subject: (name: string) => string; body: (args: { name: string; billing: "monthly" | "yearly"; renewsOn: string | null }) => string[] };
    changed: { subject: (name: string) => string; body: (args: { from: string; name: string }) => string[] };
    cancelling: { subject: (args: { name: string; endsOn: string | null }) => string; body: (args: { name: string; endsOn: string | null }) => string[] };
    renewing: { subject: (name: string) => string; body: (args: { name: string; renewsOn: string | null }) => string[] };
    paid: { subject: (name: string) => string; body: (name: string) => string[] };
  };
};

const en: BillingTexts = {
  plans: { free: "Free", pro: "Pro", business: "Business" },
  trialEnding: {
    subject: ({ name, days }) => `Your ${name} trial ends in ${days} days`,
    body: ({ name, endsOn, dashboard }) => [
      `Your free ${name} trial of Portfolio Builder ends on ${endsOn}.`,
      "",
      "Your published portfolio stays online either way. After the trial, what needs the plan becomes read-only:",
      "premium templates in the builder, custom domains, analytics and SEO settings. Nothing you made is deleted.",
      "",
      `Your plan and its days left are on your dashboard: ${dashboard}`,
    ],
  },
  trialEnded: {
    subject: (name) => `Your ${name} trial has ended`,
    body: ({ name, ownName, brandingBack, pricing }) => [
      `Your free ${name} trial of Portfolio Builder has ended, and your account is back on its own plan.`,
      "",
      brandingBack
        ? `Your published portfolio is still online with the content you published; on the ${ownName} plan it shows the "Made with Portfolio Builder" link again.`
        : "Your published portfolio is still online as you published it.",
      "What needs the plan is now read-only",
      "(premium templates in the builder, custom domains, analytics, SEO settings) until you upgrade.",
      "",
      `See the plans: ${pricing}`,
    ],
  },
  subscription: {
    dashboard: (dashboard) => `Your plan and billing are on your dashboard: ${dashboard}`,
    ended: {
      subject: (name) => `Your ${name} subscription has ended`,
      body: ({ name, pricing }) => [
        `Your ${name} subscription of Portfolio Builder has ended, and your account is on the Free plan.`,
        "",
        'Your published portfolio stays online with the content you published; it shows the "Made with Portfolio Builder" link again.',
        "What needs a paid plan is now read-only (premium templates in the builder, custom domains, analytics, SEO settings). Nothing you made is deleted.",
        "",
        `Subscribe again any time: ${pricing}`,
      ],
    },
    pastDue: {
      subject: (name) => `Your payment for ${name} failed: please update your card`,
      body: ({ name, graceEnd, dashboard }) => [
        `We could not take the payment for your ${name} subscription.`,
        `Your plan stays as it is until ${graceEnd} while the payment is retried; after that your account moves to the Free plan.`,
        "",
        `Update your card from "Manage billing" on your dashboard: ${dashboard}`,
      ],
    },
    welcome: {
      subject: (name) => `Welcome to ${name}`,
      body: ({ name, billing, renewsOn }) => [
        `Your ${name} subscription of Portfolio Builder is active (billed ${billing}).`,
        renewsOn ? `It renews on ${renewsOn}; change or cancel it any time from "Manage billing".` : 'Change or cancel it any time from "Manage billing".',
      ],
    },
    changed: {
      subject: (name) => `Your plan is now ${name}`,
      body: ({ from, name }) => [`Your subscription has changed from ${from} to ${name}.`],
    },
    cancelling: {
      subject: ({ name, endsOn }) => `Your ${name} subscription ends ${endsOn ? `on ${endsOn}` : "at the end of the paid period"}`,
      body: ({ name, endsOn }) => [
        `You cancelled your ${name} subscription. It stays active until ${endsOn ?? "the end of the paid period"}, then your account moves to the Free plan.`,
        'Your published portfolio stays online; what needs the plan becomes read-only. You can resume the subscription from "Manage billing" until then.',
      ],
    },
    renewing: {
      subject: (name) => `Your ${name} subscription will renew`,
      body: ({ name, renewsOn }) => [`Your ${name} subscription is no longer cancelled${renewsOn ? `; it renews on ${renewsOn}` : ""}.`],
    },
    paid: {
      subject: (name) => `Payment received: your ${name} plan continues`,
      body: (name) => [`Thank you: the payment for your ${name} subscription went through.`],
    },
  },
};

const fr: BillingTexts = {
  plans: { free: "Gratuit", pro: "Pro", business: "Business" },
  trialEnding: {
    subject: ({ name, days }) => `Votre essai ${name} se termine dans ${days} jours`,
    body: ({ name, endsOn, dashboard }) => [
      `Votre essai gratuit de ${name} sur Portfolio Builder se termine le ${endsOn}.`,
      "",
      "Votre portfolio publié reste en ligne dans tous les cas. Après l’essai, ce qui nécessite l’offre passe en lecture seule :",
      "modèles premium dans l’éditeur, domaines personnalisés, statistiques et réglages SEO. Rien de ce que vous avez créé n’est supprimé.",
      "",
      `Votre offre et les jours restants sont sur votre tableau de bord : ${dashboard}`,
    ],
  },
  trialEnded: {
    subject: (name) => `Votre essai ${name} est terminé`,
    body: ({ name, ownName, brandingBack, pricing }) => [
      `Votre essai gratuit de ${name} sur Portfolio Builder est terminé, et votre compte a retrouvé sa propre offre.`,
      "",
      brandingBack
        ? `Votre portfolio publié est toujours en ligne avec le contenu publié ; avec l’offre ${ownName}, il affiche de nouveau le lien « Créé avec Portfolio Builder ».`
        : "Votre portfolio publié est toujours en ligne tel que vous l’avez publié.",
      "Ce qui nécessite l’offre est désormais en lecture seule",
      "(modèles premium dans l’éditeur, domaines personnalisés, statistiques, réglages SEO) jusqu’à ce que vous passiez à une offre supérieure.",
      "",
      `Voir les offres : ${pricing}`,
    ],
  },
  subscription: {
    dashboard: (dashboard) => `Votre offre et votre facturation sont sur votre tableau de bord : ${dashboard}`,
    ended: {
      subject: (name) => `Votre abonnement ${name} est terminé`,
      body: ({ name, pricing }) => [
        `Votre abonnement ${name} à Portfolio Builder est terminé, et votre compte est passé à l’offre Gratuit.`,
        "",
        "Votre portfolio publié reste en ligne avec le contenu publié ; il affiche de nouveau le lien « Créé avec Portfolio Builder ».",
        "Ce qui nécessite une offre payante est désormais en lecture seule (modèles premium dans l’éditeur, domaines personnalisés, statistiques, réglages SEO). Rien de ce que vous avez créé n’est supprimé.",
        "",
        `Abonnez-vous de nouveau quand vous voulez : ${pricing}`,
      ],
    },
    pastDue: {
      subject: (name) => `Votre paiement pour ${name} a échoué : mettez à jour votre carte`,
      body: ({ name, graceEnd, dashboard }) => [
        `Nous n’avons pas pu prélever le paiement de votre abonnement ${name}.`,
        `Votre offre reste inchangée jusqu’au ${graceEnd} pendant que le paiement est retenté ; ensuite, votre compte passe à l’offre Gratuit.`,
        "",
        `Mettez à jour votre carte depuis « Gérer la facturation » sur votre tableau de bord : ${dashboard}`,
      ],
    },
    welcome: {
      subject: (name) => `Bienvenue dans l’offre ${name}`,
      body: ({ name, billing, renewsOn }) => [
        `Votre abonnement ${name} à Portfolio Builder est actif (facturé ${billing === "yearly" ? "chaque année" : "chaque mois"}).`,
        renewsOn
          ? `Il se renouvelle le ${renewsOn} ; modifiez-le ou résiliez-le à tout moment depuis « Gérer la facturation ».`
          : "Modifiez-le ou résiliez-le à tout moment depuis « Gérer la facturation ».",
      ],
    },
    changed: {
      subject: (name) => `Votre offre est désormais ${name}`,
      body: ({ from, name }) => [`Votre abonnement est passé de ${from} à ${name}.`],
    },
    cancelling: {
      subject: ({ name, endsOn }) => `Votre abonnement ${name} se termine ${endsOn ? `le ${endsOn}` : "à la fin de la période payée"}`,
      body: ({ name, endsOn }) => [
        `Vous avez résilié votre abonnement ${name}. Il reste actif jusqu’${endsOn ? `au ${endsOn}` : "à la fin de la période payée"}, puis votre compte passe à l’offre Gratuit.`,
        "Votre portfolio publié reste en ligne ; ce qui nécessite l’offre passe en lecture seule. D’ici là, vous pouvez reprendre l’abonnement depuis « Gérer la facturation ».",
      ],
    },
    renewing: {
      subject: (name) => `Votre abonnement ${name} sera renouvelé`,
      body: ({ name, renewsOn }) => [`Votre abonnement ${name} n’est plus résilié${renewsOn ? ` ; il se renouvelle le ${renewsOn}` : ""}.`],
    },
    paid: {
      subject: (name) => `Paiement reçu : votre offre ${name} continue`,
      body: (name) => [`Merci : le paiement de votre abonnement ${name} a bien été effectué.`],
    },
  },
};

const es: BillingTexts = {
  plans: { free: "Gratis", pro: "Pro", business: "Business" },
  trialEnding: {
    subject: ({ name, days }) => `Tu prueba de ${name} termina en ${days} días`,
    body: ({ name, endsOn, dashboard }) => [
      `Tu prueba gratis de ${name} en Portfolio Builder termina el ${endsOn}.`,
      "",
      "Tu portfolio publicado sigue en línea en cualquier caso. Tras la prueba, lo que necesita el plan pasa a ser de solo lectura:",
      "plantillas premium en el editor, dominios propios, estadísticas y ajustes SEO. No se elimina nada de lo que creaste.",
      "",
      `Tu plan y los días que quedan están en tu panel: ${dashboard}`,
    ],
  },
  trialEnded: {
    subject: (name) => `Tu prueba de ${name} ha terminado`,
    body: ({ name, ownName, brandingBack, pricing }) => [
      `Tu prueba gratis de ${name} en Portfolio Builder ha terminado y tu cuenta vuelve a su propio plan.`,
      "",
      brandingBack
        ? `Tu portfolio publicado sigue en línea con el contenido que publicaste; con el plan ${ownName} vuelve a mostrar el enlace «Hecho con Portfolio Builder».`
        : "Tu portfolio publicado sigue en línea tal como lo publicaste.",
      "Lo que necesita el plan pasa a ser de solo lectura",
      "(plantillas premium en el editor, dominios propios, estadísticas, ajustes SEO) hasta que mejores tu plan.",
      "",
      `Ver los planes: ${pricing}`,
    ],
  },
  subscription: {
    dashboard: (dashboard) => `Tu plan y tu facturación están en tu panel: ${dashboard}`,
    ended: {
      subject: (name) => `Tu suscripción a ${name} ha terminado`,
      body: ({ name, pricing }) => [
        `Tu suscripción a ${name} en Portfolio Builder ha terminado y tu cuenta está en el plan Gratis.`,
        "",
        "Tu portfolio publicado sigue en línea con el contenido que publicaste; vuelve a mostrar el enlace «Hecho con Portfolio Builder».",
        "Lo que necesita un plan de pago pasa a ser de solo lectura (plantillas premium en el editor, dominios propios, estadísticas, ajustes SEO). No se elimina nada de lo que creaste.",
        "",
        `Vuelve a suscribirte cuando quieras: ${pricing}`,
      ],
    },
    pastDue: {
      subject: (name) => `El pago de ${name} falló: actualiza tu tarjeta`,
      body: ({ name, graceEnd, dashboard }) => [
        `No pudimos cobrar el pago de tu suscripción a ${name}.`,
        `Tu plan sigue igual hasta el ${graceEnd} mientras se reintenta el cobro; después, tu cuenta pasa al plan Gratis.`,
        "",
        `Actualiza tu tarjeta desde «Gestionar la facturación» en tu panel: ${dashboard}`,
      ],
    },
    welcome: {
      subject: (name) => `Te damos la bienvenida a ${name}`,
      body: ({ name, billing, renewsOn }) => [
        `Tu suscripción a ${name} en Portfolio Builder está activa (facturación ${billing === "yearly" ? "anual" : "mensual"}).`,
        renewsOn
          ? `Se renueva el ${renewsOn}; cámbiala o cancélala cuando quieras desde «Gestionar la facturación».`
          : "Cámbiala o cancélala cuando quieras desde «Gestionar la facturación».",
      ],
    },
    changed: {
      subject: (name) => `Tu plan ahora es ${name}`,
      body: ({ from, name }) => [`Tu suscripción ha cambiado de ${from} a ${name}.`],
    },
    cancelling: {
      subject: ({ name, endsOn }) => `Tu suscripción a ${name} termina ${endsOn ? `el ${endsOn}` : "al final del periodo pagado"}`,
      body: ({ name, endsOn }) => [
        `Cancelaste tu suscripción a ${name}. Sigue activa hasta ${endsOn ? `el ${endsOn}` : "el final del periodo pagado"} y luego tu cuenta pasa al plan Gratis.`,
        "Tu portfolio publicado sigue en línea; lo que necesita el plan pasa a ser de solo lectura. Hasta entonces puedes reanudar la suscripción desde «Gestionar la facturación».",
      ],
    },
    renewing: {
      subject: (name) => `Tu suscripción a ${name} se renovará`,
      body: ({ name, renewsOn }) => [`Tu suscripción a ${name} ya no está cancelada${renewsOn ? `; se renueva el ${renewsOn}` : ""}.`],
    },
    paid: {
      subject: (name) => `Pago recibido: tu plan ${name} continúa`,
      body: (name) => [`Gracias: el pago de tu suscripción a ${name} se ha realizado.`],
    },
  },
};

export const BILLING_MAIL: Record<AppLanguage, BillingTexts> = { en, fr, es };
