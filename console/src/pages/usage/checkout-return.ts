/**
 * Which checkout the person left to pay, kept for the tab they come back in. A checkout's
 * success_url is taken as given (Stripe substitutes only its own session id, the sandbox nothing),
 * so the address the payer returns to cannot name our checkout: the tab remembers it instead.
 * sessionStorage lives as long as the tab, across the payment page's origin.
 */
const KEY = 'proctor.usage.checkout';

/** The query parameter the return addresses carry: ?checkout=returned or ?checkout=cancelled. */
export const RETURN_PARAM = 'checkout';

export function returnUrls(): { success_url: string; cancel_url: string } {
  const base = `${window.location.origin}/usage?${RETURN_PARAM}=`;
  return { success_url: `${base}returned`, cancel_url: `${base}cancelled` };
}

export function rememberCheckout(id: string): void {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    // Storage off (a private mode): on return the balance still shows the payment, unnamed.
  }
}

export function rememberedCheckout(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
