import { z } from 'zod/mini';
import {
  auditLogSorting,
  listAuditLog,
  type AuditAction,
  type ListOrder,
} from '@quotemarket/contract';
import type { AuditLogFilter } from '@quotemarket/hooks';
import { listOrderSearch, readListOrder } from '../../shared/listOrderSearch';

export type AuditOrder = ListOrder<(typeof auditLogSorting.columns)[number]>;

/**
 * The audit log's filters, order and page live in the address
 * (`/audit?operator=3&action=…&sort=createdAt&order=asc&page=2`), so a link to a filtered view
 * opens that view. What the address says is read leniently: a value that is not one the API takes
 * is left out rather than sent to be refused (an unknown order is the log's own, newest first).
 */
export interface AuditSearch {
  filter: AuditLogFilter;
  order: AuditOrder;
  page: number;
}

/** Whether the API takes this one field of the log's query as it is (the contract's own rule). */
function accepted(field: keyof AuditLogFilter | 'page', value: string): boolean {
  return z.safeParse(listAuditLog.query, { [field]: value }).success;
}

/** One field from the address, when the API would take it. */
function fieldOf(params: URLSearchParams, name: string, field: keyof AuditLogFilter | 'page') {
  const value = params.get(name);
  return value !== null && value !== '' && accepted(field, value) ? value : undefined;
}

export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const operatorId = fieldOf(params, 'operator', 'operatorId');
  const action = fieldOf(params, 'action', 'action') as AuditAction | undefined;
  const from = fieldOf(params, 'from', 'from');
  const to = fieldOf(params, 'to', 'to');
  const page = fieldOf(params, 'page', 'page');
  return {
    filter: {
      ...(operatorId !== undefined && { operatorId: Number(operatorId) }),
      ...(action !== undefined && { action }),
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
    },
    order: readListOrder(auditLogSorting, params),
    page: page === undefined ? 1 : Number(page),
  };
}

/**
 * What the API would say of a filter before it is asked: the contract's message for each field it
 * refuses (a day outside the years the log covers), keyed by the field.
 */
export function filterErrors(
  filter: AuditLogFilter,
): Partial<Record<keyof AuditLogFilter, string>> {
  const parsed = z.safeParse(listAuditLog.query, filter);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

/** The address's query for a view; the first page, absent filters and the own order are left out. */
export function writeAuditSearch({ filter, order, page }: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.operatorId !== undefined) params.set('operator', String(filter.operatorId));
  if (filter.action !== undefined) params.set('action', filter.action);
  if (filter.from !== undefined) params.set('from', filter.from);
  if (filter.to !== undefined) params.set('to', filter.to);
  for (const [key, value] of Object.entries(listOrderSearch(auditLogSorting, order))) {
    params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilter(filter: AuditLogFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}
