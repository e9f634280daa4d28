import type { PaymentProviderName } from "../../../db/schema.ts";
import type { PaymentSettings } from "../../context.ts";
import type { PaymentProvider } from "./payment-provider.server.ts";
import { sandboxPaymentProvider } from "./sandbox.server.ts";
import { stripePaymentProvider } from "./stripe.server.ts";

/** One provider per configuration: the request services share one settings object per process, so each process builds its provider (and Stripe client) once. */
const installed = new WeakMap<PaymentSettings, PaymentProvider>();

/** The provider this installation takes payments with (PAYMENT_PROVIDER). The only place that looks at the provider's name. */
export function installedPaymentProvider(settings: PaymentSettings): PaymentProvider {
  const cached = installed.get(settings);
  if (cached) return cached;
  const provider = settings.provider === "sandbox" ? sandboxPaymentProvider : stripePaymentProvider(settings);
  installed.set(settings, provider);
  return provider;
}

/** Providers that need no settings, so they can handle their old orders on an installation that has since switched to another one. */
const providersWithoutSettings: readonly PaymentProvider[] = [sandboxPaymentProvider];

/** The provider an order was placed with, when this installation can reach it; undefined when it is not set up here. */
export function providerOfOrder(settings: PaymentSettings, orderProvider: PaymentProviderName): PaymentProvider | undefined {
  const provider = installedPaymentProvider(settings);
  if (provider.name === orderProvider) return provider;
  return providersWithoutSettings.find((candidate) => candidate.name === orderProvider);
}
