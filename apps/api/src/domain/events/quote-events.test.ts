import { describe, expect, it } from 'vitest';
import { QuoteEventHub, type HeardQuoteEvent, type QuoteEvent } from './quote-events';

const opened = (quotationId: number): HeardQuoteEvent => ({
  key: `key-${quotationId}`,
  event: { type: 'quotation-opened', quotationId, categoryId: 1 },
});
const deliver = (hub: QuoteEventHub, heard: HeardQuoteEvent) => hub.deliver(JSON.stringify(heard));

/** Subscribes after `after` and gives what it was handed, and whether it was told of a miss. */
function listen(hub: QuoteEventHub, after?: string) {
  const heard: QuoteEvent[] = [];
  const missed: number[] = [];
  const { stop, resumed } = hub.subscribe(
    { onEvent: ({ event }) => heard.push(event), onMissed: () => missed.push(heard.length) },
    after,
  );
  return { heard, missed, stop, resumed };
}

describe('QuoteEventHub', () => {
  it('hands a new listener only what comes after it subscribed', () => {
    const hub = new QuoteEventHub();
    deliver(hub, opened(1));
    const listener = listen(hub);
    deliver(hub, opened(2));
    expect(listener).toMatchObject({ resumed: true, heard: [opened(2).event] });
  });

  it('resumes after an event it still keeps: what followed first, then what comes', () => {
    const hub = new QuoteEventHub();
    for (const id of [1, 2, 3]) deliver(hub, opened(id));
    const listener = listen(hub, opened(1).key);
    deliver(hub, opened(4));
    expect(listener.resumed).toBe(true);
    expect(listener.heard).toEqual([2, 3, 4].map((id) => opened(id).event));
  });

  it("resumes from its run's start before any event, with every event since", () => {
    const hub = new QuoteEventHub();
    const start = hub.position;
    deliver(hub, opened(1));
    expect(hub.position).toBe(opened(1).key);
    expect(listen(hub, start)).toMatchObject({ resumed: true, heard: [opened(1).event] });
  });

  it('cannot resume a position it never gave or no longer keeps', () => {
    const hub = new QuoteEventHub(2);
    const start = hub.position;
    for (const id of [1, 2, 3]) deliver(hub, opened(id));
    for (const position of ['another-process-run', opened(1).key, start]) {
      expect(listen(hub, position)).toMatchObject({ resumed: false, heard: [] });
    }
    expect(listen(hub, opened(2).key)).toMatchObject({ resumed: true, heard: [opened(3).event] });
  });

  it('tells its listeners when events were missed, and resumes nothing from before', () => {
    const hub = new QuoteEventHub();
    deliver(hub, opened(1));
    const listener = listen(hub);
    hub.missedEvents();
    expect(listener.missed).toEqual([0]);
    expect(listen(hub, opened(1).key).resumed).toBe(false);
    const afterTheGap = hub.position;
    deliver(hub, opened(2));
    expect(listen(hub, afterTheGap)).toMatchObject({ resumed: true, heard: [opened(2).event] });
  });

  it('ignores a payload that is not a quote event', () => {
    const hub = new QuoteEventHub();
    const listener = listen(hub);
    hub.deliver('not json');
    hub.deliver(JSON.stringify(opened(1).event));
    expect(listener.heard).toEqual([]);
    expect(hub.position).not.toBe(opened(1).key);
  });
});
