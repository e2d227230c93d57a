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
 * Whether the connection itself comes from this machine. Judged from the socket, never from
 * X-Forwarded-For, which anyone can write and which TRUST_PROXY would otherwise believe.
 */
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
