// The console's page tests on top of the contract's dealer fixtures (`@quotemarket/contract/testing`):
// the profile the frame asks for, and requests whose bidding window runs by the real clock.
import {
  getDealerUnreadMessages,
  getSellerProfile,
  listSellerWarnings,
  type SellerProfile,
  type SellerQuotation,
  type SellerQuotationDetail,
} from '@quotemarket/contract';
import {
  dealerUnreadMessages,
  sellerProfile,
  sellerQuotation,
  sellerQuotationDetail,
} from '@quotemarket/contract/testing';
import { mockEndpoint, type setupMswServer } from '@quotemarket/testing';

type MswServer = ReturnType<typeof setupMswServer>;

/**
 * Answers what the console's frame asks for on every signed-in page: the profile, no warning
 * from the operators and no unread message (a test of either serves its own).
 */
export function serveSellerProfile(server: MswServer, profile: Partial<SellerProfile> = {}) {
  const mock = mockEndpoint(getSellerProfile, { ...sellerProfile, ...profile });
  server.use(
    mockEndpoint(listSellerWarnings, []).handler,
    mockEndpoint(getDealerUnreadMessages, dealerUnreadMessages(0)).handler,
    mock.handler,
  );
  return mock;
}

const hour = 60 * 60 * 1000;

/** Sent two hours ago, so the countdowns, which read the real clock, still run. */
const runningWindow = () => ({
  submittedAt: new Date(Date.now() - 2 * hour).toISOString(),
  deadlineAt: new Date(Date.now() + 46 * hour).toISOString(),
});

/** An open phone request in the inbox, its bidding window still running. */
export function openRequest(
  quotationId: number,
  overrides: Partial<SellerQuotation> = {},
): SellerQuotation {
  return sellerQuotation(quotationId, { ...runningWindow(), ...overrides });
}

/** The request page's answer for an open request: no quote of this store yet, unless given. */
export function requestDetail(
  quotationId: number,
  overrides: Partial<SellerQuotationDetail> = {},
): SellerQuotationDetail {
  return sellerQuotationDetail(quotationId, { ...runningWindow(), ...overrides });
}
