/**
 * Decodes Chargebee's form encoding (as chargebee-node's encodeParams writes it) into nested values:
 *   customer[email]=a            -> { customer: { email: 'a' } }
 *   coupon_ids[0]=X              -> { coupon_ids: ['X'] }
 *   subscription_items[item_price_id][0]=p -> { subscription_items: [{ item_price_id: 'p' }] }
 *   customer_id[is]=c            -> { customer_id: { is: 'c' } }
 */
export function decodeChargebeeForm(body: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of body) {
    const parts = [...key.matchAll(/[^[\]]+/g)].map((m) => m[0]);
    const [root, first, second] = parts;
    if (!root) continue;
    if (first === undefined) out[root] = value;
    else if (second !== undefined && /^\d+$/.test(second)) {
      const list = (out[root] ??= []) as Array<Record<string, string>>;
      (list[Number(second)] ??= {})[first] = value;
    } else if (/^\d+$/.test(first)) ((out[root] ??= []) as string[])[Number(first)] = value;
    else ((out[root] ??= {}) as Record<string, string>)[first] = value;
  }
  return out;
}
