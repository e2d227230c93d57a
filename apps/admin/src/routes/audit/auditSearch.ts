import { auditActions, type AuditAction } from '@quotemarket/contract';
import type { AuditLogFilter } from '@quotemarket/hooks';

/**
 * The audit log's filters and page live in the address (`/audit?operator=3&action=…&page=2`), so a
 * link to a filtered view opens that view. What the address says is read leniently: a value that
 * is not one the API takes is left out rather than sent to be refused.
 */
export interface AuditSearch {
  filter: AuditLogFilter;
  page: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

function isAuditAction(text: string | null): text is AuditAction {
  return text !== null && (auditActions as readonly string[]).includes(text);
}

function date(text: string | null): string | undefined {
  return text !== null && isoDate.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
}

export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const operatorId = positiveInteger(params.get('operator'));
  const action = params.get('action');
  const from = date(params.get('from'));
  const to = date(params.get('to'));
  return {
    filter: {
      ...(operatorId !== undefined && { operatorId }),
      ...(isAuditAction(action) && { action }),
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
    },
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** The address's query for a view; the first page and absent filters are left out. */
export function writeAuditSearch({ filter, page }: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.operatorId !== undefined) params.set('operator', String(filter.operatorId));
  if (filter.action !== undefined) params.set('action', filter.action);
  if (filter.from !== undefined) params.set('from', filter.from);
  if (filter.to !== undefined) params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasFilter(filter: AuditLogFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}
