/** No card or PayPal provider is connected to this server: those methods are never offered. */
export const PAYMENT_PROVIDERS = { stripe: false, paypal: false } as const;
