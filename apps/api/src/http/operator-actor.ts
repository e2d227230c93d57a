import type { FastifyRequest } from 'fastify';
import type { OperatorAuth } from '../auth/operator-sessions';
import type { AuditActor } from '../domain/operators/audit';
import { clientAddress } from './client-address';

/** The audit log's "who, from where, when" of an operator's request. */
export function actorOf(auth: OperatorAuth, request: FastifyRequest, at: Date): AuditActor {
  return { operatorId: auth.operatorId, role: auth.role, address: clientAddress(request), at };
}
