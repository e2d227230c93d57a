// The dealer hooks against the real API: sign-in, inbox, sending a quote, the lists refreshing.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  developerLogin,
  quoteKindOf,
  selectionConsentVersion,
  type EstimationTerms,
} from '@quotemarket/contract';
import { createBuyer } from '@quotemarket/api/testing';
import { useLogin } from '../auth/useLogin';
import { useQuotationsAwaitingSelection } from '../queries/quotations/useQuotationsAwaitingSelection';
import { useSelectEstimation } from '../queries/quotations/useSelectEstimation';
import {
  sellerTokenKey,
  useSellerDeals,
  useSellerEstimations,
  useSellerInbox,
  useSellerLogin,
  useSellerLogout,
  useSellerProfile,
  useSellerQuotation,
  useSubmitSellerEstimation,
  useUpdateSellerEstimation,
  useWithdrawSellerEstimation,
} from '../queries/seller';
import {
  callTimeout,
  newDealerDevice,
  newDevice,
  renderOnRealApi,
  startRealApi,
  type Device,
  waitForAnswer,
} from './realApi';

const api = startRealApi();

/** The demo dealer every seeded database has (printed by `npm start`). */
const demoDealer = { email: 'demo@dealer.quotemarket.kr', password: 'quotemarket-demo-1234' };

/** Terms valid for any request of the category: no subsidy can exceed a release price of 0. */
const termsFor = (categoryId: number): EstimationTerms => {
  switch (quoteKindOf(categoryId)) {
    case 'phone':
      return {
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
        conditions: '합의 테스트',
      };
    case 'internet':
      return {
        kind: 'internet',
        cashGift: 300_000,
        cashGiftPaidWithinDays: 30,
        monthlyFeeBeforeBundle: 38_500,
        monthlyBundledRate: 27_500,
        bestBenefitCarrier: 'KT',
        contractDuration: 36,
        notes: '합의 테스트',
      };
    default:
      return {
        kind: 'rental',
        rentalFee: 29_900,
        storeSubsidy: 0,
        contractDuration: 36,
        mandatoryMonths: 36,
        earlyTerminationFeePercent: 10,
        manageMethod: '방문 관리',
        manageCycle: '4개월',
        notes: '합의 테스트',
      };
  }
};

async function signIn(device: Device) {
  const { result } = renderOnRealApi(api, device, useSellerLogin);
  const answer = await act(() => result.current.mutateAsync(demoDealer));
  return answer;
}

describe('dealer hooks on the real API', () => {
  it(
    'signs the demo dealer in, keeps the token and reads the profile with it',
    { timeout: callTimeout },
    async () => {
      const device = newDealerDevice();
      const { seller } = await signIn(device);
      expect(seller.email).toBe(demoDealer.email);
      expect(device.storage.read(sellerTokenKey)).toEqual(expect.any(String));

      const { result } = renderOnRealApi(api, device, useSellerProfile);
      await waitForAnswer(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data).toMatchObject({ id: seller.id, storeName: seller.storeName });
    },
  );

  it(
    'sends a quote from the inbox, and the inbox, request and sent list refresh',
    { timeout: callTimeout },
    async () => {
      const device = newDealerDevice();
      await signIn(device);
      const { result } = renderOnRealApi(api, device, () => ({
        inbox: useSellerInbox(),
        sent: useSellerEstimations(),
        submit: useSubmitSellerEstimation(),
      }));
      await waitForAnswer(() => expect(result.current.inbox.isSuccess).toBe(true));
      await waitForAnswer(() => expect(result.current.sent.isSuccess).toBe(true));
      const target = result.current.inbox.items.find((request) => request.myEstimationId === null);
      if (!target)
        throw new Error('the seeded inbox of the demo dealer has no request left to quote');
      const sentBefore = result.current.sent.items.length;

      const estimation = await act(() =>
        result.current.submit.mutateAsync({
          quotationId: target.quotationId,
          terms: termsFor(target.categoryId),
        }),
      );

      expect(estimation).toMatchObject({ quotationId: target.quotationId, outcome: 'PENDING' });
      await waitForAnswer(() =>
        expect(
          result.current.inbox.items.find((request) => request.quotationId === target.quotationId)
            ?.myEstimationId,
        ).toBe(estimation.id),
      );
      expect(result.current.sent.items[0]?.estimationId).toBe(estimation.id);
      expect(result.current.sent.items.length).toBe(Math.min(sentBefore + 1, 10));
    },
  );

  it(
    'edits and withdraws a quote, and the request shows it',
    { timeout: callTimeout },
    async () => {
      const device = newDealerDevice();
      await signIn(device);
      const inbox = renderOnRealApi(api, device, () => useSellerInbox());
      await waitForAnswer(() => expect(inbox.result.current.isSuccess).toBe(true));
      const target = inbox.result.current.items.find((request) => request.myEstimationId === null);
      if (!target)
        throw new Error('the seeded inbox of the demo dealer has no request left to quote');
      const terms = termsFor(target.categoryId);

      const { result } = renderOnRealApi(api, device, () => ({
        request: useSellerQuotation(target.quotationId),
        submit: useSubmitSellerEstimation(),
        update: useUpdateSellerEstimation(),
        withdraw: useWithdrawSellerEstimation(),
      }));
      await waitForAnswer(() => expect(result.current.request.data?.myEstimation).toBeNull());
      const sent = await act(() =>
        result.current.submit.mutateAsync({ quotationId: target.quotationId, terms }),
      );
      await waitForAnswer(() =>
        expect(result.current.request.data?.myEstimation?.id).toBe(sent.id),
      );

      const edited = {
        ...terms,
        contractDuration: terms.kind === 'rental' ? 48 : 12,
      } as EstimationTerms;
      await act(() => result.current.update.mutateAsync({ estimationId: sent.id, terms: edited }));
      await waitForAnswer(() =>
        expect(result.current.request.data?.myEstimation?.terms.contractDuration).toBe(
          edited.contractDuration,
        ),
      );

      await act(() => result.current.withdraw.mutateAsync(sent.id));
      await waitForAnswer(() =>
        expect(result.current.request.data?.myEstimation?.outcome).toBe('WITHDRAWN'),
      );
    },
  );

  it(
    'refuses a buyer token on the dealer side with the Korean message',
    { timeout: callTimeout },
    async () => {
      const { token } = await createBuyer(api.ctx);
      const { result } = renderOnRealApi(api, newDealerDevice(token), useSellerProfile);
      await waitForAnswer(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toMatchObject({
        status: 403,
        message: '판매점 계정으로만 이용할 수 있어요.',
      });
    },
  );

  it(
    'signs out: the token stops working on the server and leaves the device',
    { timeout: callTimeout },
    async () => {
      const device = newDealerDevice();
      await signIn(device);
      const token = device.storage.read(sellerTokenKey);
      const { result } = renderOnRealApi(api, device, useSellerLogout);
      await act(() => result.current.mutateAsync());
      expect(device.storage.read(sellerTokenKey)).toBeNull();

      const stale = renderOnRealApi(api, newDealerDevice(token ?? undefined), useSellerProfile);
      await waitForAnswer(() => expect(stale.result.current.isError).toBe(true));
      expect(stale.result.current.error).toMatchObject({ status: 401 });
    },
  );

  it(
    'a buyer selects the dealer’s quote and the deal reaches the dealer with the buyer’s contact',
    { timeout: callTimeout },
    async () => {
      // The demo buyer (developer login) has requests in progress in the demo dealer's categories.
      const buyer = newDevice();
      const login = renderOnRealApi(api, buyer, () => useLogin(developerLogin));
      await act(() => login.result.current.mutateAsync({ email: 'demo@quotemarket.kr' }));
      const awaiting = renderOnRealApi(api, buyer, useQuotationsAwaitingSelection);
      await waitForAnswer(() => expect(awaiting.result.current.isSuccess).toBe(true));

      const dealer = newDealerDevice();
      await signIn(dealer);
      const { result } = renderOnRealApi(api, dealer, () => ({
        submit: useSubmitSellerEstimation(),
        deals: useSellerDeals(),
      }));
      let chosen: { quotationId: number; estimationId: number } | undefined;
      for (const request of awaiting.result.current.items) {
        const detail = renderOnRealApi(api, dealer, () => useSellerQuotation(request.quotationId));
        await waitForAnswer(() => expect(detail.result.current.isFetched).toBe(true));
        const quotation = detail.result.current.data;
        if (!quotation?.isOpen) continue;
        const estimationId =
          quotation.myEstimationId ??
          (
            await act(() =>
              result.current.submit.mutateAsync({
                quotationId: quotation.quotationId,
                terms: termsFor(quotation.categoryId),
              }),
            )
          ).id;
        chosen = { quotationId: quotation.quotationId, estimationId };
        break;
      }
      if (!chosen) throw new Error('the demo buyer has no open request the demo dealer can answer');

      const select = renderOnRealApi(api, buyer, useSelectEstimation);
      await act(() =>
        select.result.current.mutateAsync({
          ...chosen,
          consent: { agreed: true, version: selectionConsentVersion },
        }),
      );

      await act(() => result.current.deals.refetch());
      await waitForAnswer(() =>
        expect(
          result.current.deals.items.find((deal) => deal.quotationId === chosen.quotationId),
        ).toMatchObject({ estimationId: chosen.estimationId, buyerPhone: expect.any(String) }),
      );
    },
  );
});
