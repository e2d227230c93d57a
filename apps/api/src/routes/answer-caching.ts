import { changeTags } from '../db/change-feed';
import type { AnswerCaching, MountOptions } from '../http/router';

/** How long answers that nothing announces a change of (counters, time) may be kept. */
const briefMs = 5_000;
/** The longest any kept answer lives, as a bound on anything a trigger might miss. */
const longestMs = 60_000;

/** `tags`, and the catalogue: every answer names products, categories or stores. */
function withCatalogue(tags: AnswerCaching['tags']): AnswerCaching['tags'] {
  return typeof tags === 'function'
    ? (request) => [changeTags.catalogue, ...tags(request)]
    : [changeTags.catalogue, ...tags];
}

/**
 * Catalogue answers are the same for everyone (but the hearts, see `vary`) and are dropped as soon
 * as a product, category or store changes; those ordered by popularity (`tags` naming `counters`)
 * also when views or requests are counted, about once a second while people browse.
 */
export function catalogueAnswers(
  tags: AnswerCaching['tags'] = [],
  extra: Pick<AnswerCaching, 'vary' | 'onServe'> = {},
): MountOptions {
  return { cache: { scope: 'public', tags: withCatalogue(tags), ttlMs: longestMs, ...extra } };
}

/**
 * A product's page shows its view count, which would empty it on every counted view: it is kept
 * briefly instead, so the count shown is at most that far behind.
 */
export function countedProductAnswers(
  extra: Pick<AnswerCaching, 'vary' | 'onServe'>,
): MountOptions {
  return { cache: { scope: 'public', tags: [changeTags.catalogue], ttlMs: briefMs, ...extra } };
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

/**
 * A buyer's or dealer's own reads: kept per caller, dropped when their records, the catalogue (the
 * names they show) or, with `tags`, other shared data change; those that list open quote requests
 * end when the next quote window closes.
 */
export function callerAnswers(
  tags: AnswerCaching['tags'],
  { untilWindowCloses = false }: { untilWindowCloses?: boolean } = {},
): MountOptions {
  return {
    cache: {
      scope: 'caller',
      tags: withCatalogue(tags),
      ttlMs: longestMs,
      ...(untilWindowCloses && { endsAt: (deps) => deps.windows.nextClose() }),
    },
  };
}

/**
 * A product's market prices: the same for everyone, dropped when a deal on the product is made
 * (`deals:<id>`, migration 0023's trigger) or the catalogue changes. A deal leaves the 30 days as
 * time passes with nothing announced, so an answer may count one up to `longestMs` longer.
 */
export function marketPriceAnswers(): MountOptions {
  return catalogueAnswers((request) => [
    changeTags.productDeals(Number((request.params as { id?: string }).id)),
  ]);
}

/**
 * The market price of a buyer's request, kept per buyer: its path names the request, not its
 * product, so any deal (`deals`, one per request at most) drops it, as does a change to the
 * buyer's own records (the request's variant) or the catalogue.
 */
export const requestMarketPriceAnswers = callerAnswers([changeTags.deals]);
