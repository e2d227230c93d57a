// Live bids, for `bench:api`: the listening buyers' event streams held open by the server at once
// (its memory before and after), then a dealer's bids on their requests at a steady rate, each timed
// from the moment it is sent to the moment its event reaches the buyer's open stream.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  fillPathParams,
  quotationEvents,
  submitSellerEstimation,
  toApiUrl,
  type EstimationTerms,
} from '@quotemarket/contract';
import type { BenchServers } from './fork-servers';
import { percentile, residentMemoryKb } from './soak-report';
import { clientAddresses, forwardedFor } from './client-addresses';

/** The dealer bids from an address of its own, past the ones step 1 used. */
const dealerAddress = clientAddresses(1, (1 << 23) + 1).join();

/** A plain phone quote: within any release price, so the server accepts it for every phone. */
const phoneTerms: EstimationTerms = {
  kind: 'phone',
  publiclyAnnouncedSubsidy: 0,
  publiclyAnnouncedSubsidyPayer: '통신사',
  storeSubsidy: 0,
  storeSubsidyPayer: '판매점',
  installmentPeriod: 24,
  installmentInterest: 0,
  ratePlanMonthly: 69_000,
  ratePlanRequiredMonths: 6,
  monthlyTelecomFee: 69_000,
  contractDuration: 24,
  additionalServices: [],
  conditions: '요금제 6개월 유지',
};

export interface LiveBidFigures {
  streams: number;
  rssBeforeMb: number | null;
  rssWithStreamsMb: number | null;
  rssAfterBidsMb: number | null;
  bids: number;
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const toMb = (kb: number | null) => (kb === null ? null : Math.round(kb / 1024));

/**
 * The i-th buyer's own loopback address (Linux answers for all of 127.0.0.0/8): buyers come from
 * many addresses, and the server's caps on one address's connections and streams apply as they do
 * in production.
 */
const buyerAddress = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** Opens one buyer's stream; `onEvent` hears the quotation id of each estimation event. */
function openStream(
  agent: http.Agent,
  url: URL,
  listener: { token: string; localAddress: string },
  onEvent: (quotationId: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      agent,
      localAddress: listener.localAddress,
      headers: { authorization: `Bearer ${listener.token}` },
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream refused: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (data) onEvent((JSON.parse(data) as { quotationId: number }).quotationId);
        }
      });
      resolve(request);
    });
    request.once('error', reject);
  });
}

export async function measureLiveBids(
  servers: BenchServers,
  { bidsPerSecond, seconds }: { bidsPerSecond: number; seconds: number },
): Promise<LiveBidFigures> {
  const { apiOrigin, listeners, tokens } = servers;
  const pid = servers.process.pid!;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streamUrl = new URL(toApiUrl(quotationEvents.path), apiOrigin);
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const onEvent = (quotationId: number) => {
    const at = sentAt.get(quotationId);
    if (at === undefined) return;
    sentAt.delete(quotationId);
    latencies.push(performance.now() - at);
  };

  const rssBefore = await residentMemoryKb(pid);
  const streams: http.ClientRequest[] = [];
  // Opened in batches, as buyers arrive, rather than 1,000 handshakes in one instant.
  for (let index = 0; index < listeners.length; index += 100) {
    const batch = listeners.slice(index, index + 100);
    streams.push(
      ...(await Promise.all(
        batch.map((listener, offset) =>
          openStream(
            agent,
            streamUrl,
            { token: listener.token, localAddress: buyerAddress(index + offset) },
            onEvent,
          ),
        ),
      )),
    );
  }
  const rssWithStreams = await residentMemoryKb(pid);

  const bidCount = Math.min(listeners.length, Math.round(bidsPerSecond * seconds));
  const sends: Promise<void>[] = [];
  const startedAt = performance.now();
  for (let index = 0; index < bidCount; index += 1) {
    const due = startedAt + (index / bidsPerSecond) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { quotationId } = listeners[index]!;
    sentAt.set(quotationId, performance.now());
    const url = new URL(
      toApiUrl(fillPathParams(submitSellerEstimation.path, { id: quotationId })),
      apiOrigin,
    );
    sends.push(
      fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.dealer}`,
          'content-type': 'application/json',
          ...forwardedFor(dealerAddress),
        },
        body: JSON.stringify(phoneTerms),
      }).then(async (response) => {
        if (response.status !== 201) {
          throw new Error(`bid refused: ${response.status} ${await response.text()}`);
        }
      }),
    );
  }
  await Promise.all(sends);
  // The last events are on their way: wait for them, a little.
  const deadline = performance.now() + 2_000;
  while (sentAt.size > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const rssAfterBids = await residentMemoryKb(pid);
  for (const stream of streams) stream.destroy();
  agent.destroy();

  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    streams: streams.length,
    rssBeforeMb: toMb(rssBefore),
    rssWithStreamsMb: toMb(rssWithStreams),
    rssAfterBidsMb: toMb(rssAfterBids),
    bids: bidCount,
    delivered: latencies.length,
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    maxMs: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
  };
}
