import type { ReactPayPalScriptOptions } from '@paypal/react-paypal-js';

/**
 * PayPal's script, asked for the same way on every page that needs it: its buttons and its Pay
 * Later messages, with Pay Later as a way to pay. paypal-js reuses a script already on the page
 * only when the parameters are the same, so the product page's message, the cart's and the
 * payment step's buttons share one download.
 */
export const paypalScriptOptions = (
  clientId: string,
  currency: string,
): ReactPayPalScriptOptions => ({
  clientId,
  currency,
  intent: 'capture',
  components: 'buttons,messages',
  enableFunding: 'paylater',
});
