import { getCompanyInfo, inquiryMessages, submitInquiry } from '@quotemarket/contract';
import { receiveInquiry } from '../domain/company/inquiries';
import { answer, type RouteModule } from '../http/router';
import { clientAddress } from '../http/client-address';

/** Who runs the service (configuration, the same for everyone) and the 1:1 문의 it answers. */
export const companyRoutes: RouteModule = (mount, deps) => {
  mount(getCompanyInfo, async () => deps.settings.company, {
    // Configuration: it changes only with a restart, so browsers and proxies may keep it a while.
    cache: { scope: 'public', tags: [], ttlMs: 10 * 60_000 },
  });

  mount(submitInquiry, async ({ body, auth, request }) =>
    answer(
      await receiveInquiry(
        {
          db: deps.db,
          rateLimitStore: deps.rateLimitStore,
          limit: deps.settings.rateLimits.inquiriesPerAddress,
          now: deps.now,
        },
        {
          form: body,
          buyerId: auth?.kind === 'buyer' ? auth.userId : null,
          address: clientAddress(request),
        },
      ),
      { message: inquiryMessages.received },
    ),
  );
};
