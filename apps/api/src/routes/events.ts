import { eq } from 'drizzle-orm';
import { quotationEvents } from '@quotemarket/contract';
import { sellers } from '../db/schema';
import type { AppDeps } from '../deps';
import type { MountEventStream } from '../http/event-streams';

/** Live streams: what a buyer's open screens hear about their own requests. */
export function eventStreamRoutes(mountStream: MountEventStream, { db, events }: AppDeps) {
  mountStream(quotationEvents, ({ auth, send }) =>
    events.subscribe((event) => {
      if (event.type !== 'estimation' || event.buyerId !== auth.userId) return;
      void db
        .select({ storeName: sellers.storeName })
        .from(sellers)
        .where(eq(sellers.id, event.sellerId))
        .then(([seller]) =>
          send({
            quotationId: event.quotationId,
            estimationId: event.estimationId,
            change: event.change,
            storeName: seller?.storeName ?? '',
          }),
        )
        .catch(() => undefined);
    }),
  );
}
