import { gt, isNull, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { contentMessages, type PublicationState } from '@quotemarket/contract';
import { invalidField } from '../shared/errors';

/**
 * Notices and FAQ entries are published by a time alone: none is a draft, one ahead is scheduled.
 * Buyers' queries compare it with the clock, so a schedule needs no job to come true.
 */
export function publicationStateAt(publishedAt: Date | null, now: Date): PublicationState {
  if (publishedAt === null) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** The rows in `state` at `now`, by their publication time column. */
export function inPublicationState(column: AnyColumn, state: PublicationState, now: Date): SQL {
  if (state === 'draft') return isNull(column);
  return state === 'scheduled' ? gt(column, now) : lte(column, now);
}

/** The publication time asked for: now, or a time still ahead (a schedule). */
export function publicationTime(
  publishAt: string | undefined,
  now: Date,
): { publishedAt: Date; scheduled: boolean } {
  if (publishAt === undefined) return { publishedAt: now, scheduled: false };
  const publishedAt = new Date(publishAt);
  if (publishedAt <= now) throw invalidField('publishAt', contentMessages.publishAtPast);
  return { publishedAt, scheduled: true };
}
