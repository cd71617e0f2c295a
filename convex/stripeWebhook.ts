import { internal } from "./_generated/api";
import { httpAction } from "./_generated/server";
import { failedPayment, stripePrices, subscriptionReport, verifiedEvent, webhookSecret } from "./lib/stripe";

/**
 * POST <deployment site>/stripe/webhook (http.ts): Stripe's events, verified with the signing
 * secret, applied once each (subscriptions:applyEvent). 400 for a bad signature (Stripe shows it
 * in the dashboard and retries), 404 when the deployment takes no payments.
 */
export const stripeWebhook = httpAction(async (ctx, request) => {
  const secret = webhookSecret();
  if (!secret) return new Response("Payments are not configured on this deployment.", { status: 404 });
  const event = await verifiedEvent(await request.text(), request.headers.get("stripe-signature"), secret);
  if (!event) return new Response("Invalid signature.", { status: 400 });
  const change = subscriptionReport(event, stripePrices());
  const failed = failedPayment(event);
  if (change) {
    await ctx.runMutation(internal.subscriptions.applyEvent, { eventId: event.id, owner: change.owner, report: change.report });
  } else if (failed) {
    const { customerId, subscriptionId, eventAt } = failed;
    await ctx.runMutation(internal.subscriptions.applyEvent, { eventId: event.id, owner: { customerId }, paymentFailed: { subscriptionId, eventAt } });
  }
  // Events this app does not act on are acknowledged too, so Stripe stops sending them again.
  return new Response(null, { status: 200 });
});
