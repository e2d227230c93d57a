import { changeTags } from '../db/change-feed';
import type { AnswerCaching, MountOptions } from '../http/router';

/** How long answers that nothing announces a change of (counters, time) may be kept. */
const briefMs = 5_000;
/** The longest any kept answer lives, as a bound on anything a trigger might miss. */
const longestMs = 60_000;

/**
 * Catalogue answers are the same for everyone (but the hearts, see `vary`) and are dropped as soon
 * as a product, category or store changes. View and quote counters are not announced on every
 * visit: counts and "most viewed" orders may lag by the answers' lifetime, which a shopper cannot
 * tell from live data.
 */
export function catalogueAnswers(
  tags: readonly string[] = [],
  extra: Pick<AnswerCaching, 'vary' | 'onServe'> = {},
): MountOptions {
  return {
    cache: { scope: 'public', tags: [changeTags.catalogue, ...tags], ttlMs: briefMs, ...extra },
  };
}

/**
 * Live activity (who is connected, requests today, rankings) and what changes by time: kept
 * briefly, and dropped sooner when the data of `tags` changes.
 */
export function liveActivity(
  tags: readonly string[],
  endsAt?: AnswerCaching['endsAt'],
): MountOptions {
  return { cache: { scope: 'public', tags, ttlMs: briefMs, ...(endsAt && { endsAt }) } };
}

/** The home's category list, with its product counts: it changes only with the catalogue. */
export const categoryAnswers: MountOptions = {
  cache: { scope: 'public', tags: [changeTags.catalogue], ttlMs: longestMs },
};

/**
 * A buyer's or dealer's own reads: kept per caller, dropped when their records, the catalogue (the
 * names they show) or, with `tags`, other shared data change; those that list open quote requests
 * end when the next quote window closes.
 */
export function callerAnswers(
  tags: readonly string[],
  { untilWindowCloses = false }: { untilWindowCloses?: boolean } = {},
): MountOptions {
  return {
    cache: {
      scope: 'caller',
      tags: [changeTags.catalogue, ...tags],
      ttlMs: longestMs,
      ...(untilWindowCloses && { endsAt: (deps) => deps.windows.nextClose() }),
    },
  };
}
