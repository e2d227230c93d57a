import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client as the limits count it: `request.ip` (the socket's address, or with TRUST_PROXY the
 * one the trusted proxies forwarded), an IPv6 address by its /64, which one household or phone
 * gets whole.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * Whether the client is on this machine. Judged from `request.ip`, as TRUST_PROXY says: without it
 * the socket's address; with it, the client the trusted proxies forwarded, so behind a reverse
 * proxy on this machine only a client that is itself on this machine counts (every other caller
 * reaches us through the proxy's loopback socket), and X-Forwarded-For from a caller that is not a
 * trusted proxy is never read.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.ip;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
