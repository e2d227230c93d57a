import { getDevelopmentPushOutbox, webPushPublicKey } from '@quotemarket/contract';
import { notFound } from '../domain/shared/errors';
import { isLoopbackCaller } from '../http/client-address';
import { notFoundMessage } from '@quotemarket/contract';
import type { RouteModule } from '../http/router';

export const notificationRoutes: RouteModule = (mount, deps) => {
  // The key is the server's for as long as the database is: no caller is told another.
  mount(webPushPublicKey, async () => ({ publicKey: deps.push.webPushPublicKey }));

  // The wrappers' pushes on a server without FCM: only for a caller on the server's own machine,
  // as the SMS outbox.
  mount(getDevelopmentPushOutbox, async ({ request }) => {
    if (deps.settings.env === 'production' || !deps.push.outbox || !isLoopbackCaller(request)) {
      throw notFound(notFoundMessage('page'));
    }
    return deps.push.outbox
      .outbox()
      .map((push) => ({ ...push, sentAt: push.sentAt.toISOString() }));
  });
};
