import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { APP_LANGUAGES } from "../../convex/model/appLanguages";
import { subscriptionMail, trialEndedMail, trialEndingMail } from "../../convex/model/billingMail";
import { domainFailingMail, domainStoppedMail } from "../../convex/model/customDomainMail";
import { newMessageMail } from "../../convex/model/audience";
import { DAY_MS } from "../../convex/model/plans";
import type { Subscription } from "../../convex/model/subscription";
import { endpointDisabledMail } from "../../convex/model/webhooks";
import { scheduledMailsTo, setupBackend, signedUpUser } from "./setup";

const APP = "https://app.example";
const END = Date.UTC(2026, 10, 27, 14, 5);
const active: Subscription = { id: "sub_1", plan: "pro", billing: "yearly", status: "active", periodEnd: END, cancelAtPeriodEnd: false } as Subscription;

/** The plan, domain, webhook and contact mails in the recipient account's language (users.language). */
describe("mails in the recipient's language", () => {
  test("the trial reminder goes out in the account's language (the sweep reads users.language)", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.users.setLanguage, { language: "fr" });
    const { endsAt } = await ada.as.mutation(api.billing.startTrial, { plan: "pro" });
    await t.mutation(internal.billing.sweep, { now: endsAt - 3 * DAY_MS + 60_000 });
    const reminder = (await scheduledMailsTo(t, ada.email)).find((mail) => mail.subject.startsWith("Votre essai"));
    expect(reminder?.subject).toBe("Votre essai Pro se termine dans 3 jours");
    expect(reminder?.text).toContain("Votre essai gratuit de Pro sur Portfolio Builder se termine le ");
    expect(reminder?.text).not.toMatch(/Your|trial/);
  });

  test("plan mails in French and Spanish: the plan's name, dates and words in the language; English unchanged", () => {
    const fr = trialEndedMail("a@example.com", "business", APP, "free", "fr");
    expect(fr.subject).toBe("Votre essai Business est terminé");
    expect(fr.text).toContain("avec l’offre Gratuit, il affiche de nouveau le lien « Créé avec Portfolio Builder »");
    const es = subscriptionMail("a@example.com", null, active, APP, "es")!;
    expect(es.subject).toBe("Te damos la bienvenida a Pro");
    expect(es.text).toContain("(facturación anual)");
    expect(es.text).toContain("Se renueva el viernes, 27 de noviembre de 2026");
    expect(es.text).toContain(`Tu plan y tu facturación están en tu panel: ${APP}/dashboard`);
    const en = trialEndingMail("a@example.com", "pro", END, APP);
    expect(en.subject).toBe("Your Pro trial ends in 3 days");
    expect(en.text).toContain("Your free Pro trial of Portfolio Builder ends on Fri, 27 Nov 2026.");
  });

  test("domain, webhook and contact mails in French and Spanish", () => {
    expect(domainFailingMail("a@example.com", "ana.test", END, `${APP}/dashboard`, "fr").text).toContain(
      "Nous avons vérifié ana.test : ses enregistrements DNS ne correspondent plus",
    );
    expect(domainStoppedMail("a@example.com", "ana.test", `${APP}/dashboard`, "es").subject).toBe("Tu dominio propio dejó de mostrar tu portfolio");
    const hook = endpointDisabledMail("a@example.com", "https://hooks.example/in", `${APP}/account`, "fr");
    expect(hook.subject).toBe("Un point de terminaison webhook a été désactivé");
    expect(hook.text).toContain("Les envois vers https://hooks.example/in ont échoué");
    const contact = newMessageMail("a@example.com", { name: "Grace", email: "grace@example.com", message: "¡Hola!" }, `${APP}/dashboard`, "es");
    expect(contact.subject).toBe("Nuevo mensaje a través de tu portfolio");
    expect(contact.text).toContain("De: Grace <grace@example.com>\n\n¡Hola!");
  });

  test.each(APP_LANGUAGES)("%s: subjects are fixed, never the sender's or the owner's own text (issue 37)", (language) => {
    const visitor = { name: "Pay at https://evil.example now", email: "x@evil.example", message: "hi" };
    const subjects = [
      newMessageMail("a@example.com", visitor, APP, language).subject,
      newMessageMail("a@example.com", { ...visitor, name: "Grace" }, APP, language).subject,
      domainFailingMail("a@example.com", "evil.example", END, APP, language).subject,
      domainStoppedMail("a@example.com", "evil.example", APP, language).subject,
      endpointDisabledMail("a@example.com", "https://evil.example/hook", APP, language).subject,
    ];
    for (const subject of subjects) expect(subject).not.toMatch(/evil|Grace|Pay at/);
    expect(new Set(subjects.slice(0, 2)).size).toBe(1);
  });
});
