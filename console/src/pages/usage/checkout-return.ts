/**
 * The addresses a payment page sends the person back to: /usage naming the checkout, which the
 * server writes into them where they say {CHECKOUT_ID}, so the page can ask what became of it.
 */
export const RETURN_PARAM = 'checkout';
export const CANCELLED_PARAM = 'cancelled';

export function returnUrls(): { success_url: string; cancel_url: string } {
  const base = `${window.location.origin}/usage?${RETURN_PARAM}={CHECKOUT_ID}`;
  return { success_url: base, cancel_url: `${base}&${CANCELLED_PARAM}=1` };
}
