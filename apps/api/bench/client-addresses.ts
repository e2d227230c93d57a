/**
 * Many clients behind one proxy, as production sees them: the bench's requests name their client
 * in X-Forwarded-For (the bench server trusts its loopback proxy, as TRUST_PROXY does), so the
 * per-address abuse limit counts them as it would count real visitors.
 */

/** `count` distinct private addresses, from the `first`-th after 10.0.0.0 on. */
export function clientAddresses(count: number, first = 1): string[] {
  return Array.from({ length: count }, (_, index) => {
    const host = first + index;
    return `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`;
  });
}

/** The header a proxy adds for `address`. */
export const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });

/**
 * A stable address per signed-in caller (its token) and a rotating one for anonymous requests,
 * drawn from `count` addresses: a soak's users each browse from their own address.
 */
export function addressBook(count: number): (token?: string) => string {
  const addresses = clientAddresses(count);
  const byToken = new Map<string, string>();
  let next = 0;
  return (token) => {
    if (!token) return addresses[next++ % addresses.length]!;
    let address = byToken.get(token);
    if (!address) {
      address = addresses[byToken.size % addresses.length]!;
      byToken.set(token, address);
    }
    return address;
  };
}
