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
 * The next of `count` addresses, round the list: the soak's few accounts stand for many visitors,
 * each arrival from a device of its own, so no address asks more than a person would.
 */
export function rotatingAddresses(count: number): () => string {
  const addresses = clientAddresses(count);
  let next = 0;
  return () => addresses[next++ % addresses.length]!;
}
