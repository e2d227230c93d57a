import type { FastifyRequest } from 'fastify';
import type { OperatorAuth } from '../auth/operator-sessions';
import { clientAddress } from '../http/client-address';
import type { AuditActor } from '../domain/operators/audit';

/**
 * Who is writing, for the audit row: the operator's session, the client address, the app's clock.
 * Shared by every operator routes file; it reads the request, so it lives with the routes.
 */
export function actorOf(auth: OperatorAuth, request: FastifyRequest, at: Date): AuditActor {
  return { operatorId: auth.operatorId, role: auth.role, address: clientAddress(request), at };
}
