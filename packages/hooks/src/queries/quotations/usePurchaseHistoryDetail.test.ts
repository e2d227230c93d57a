import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getPurchaseHistoryDetail, type HistoryDetail } from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { usePurchaseHistoryDetail } from './usePurchaseHistoryDetail';

const server = setupMswServer();

const historyDetail: HistoryDetail = {
  product: {
    id: 7,
    name: '갤럭시 S25',
    imageURL: null,
    modelNumber: 'SM-S931N',
    color: '블랙',
    colorHex: '#1F1F22',
    price: 1_155_000,
    rentalFee: null,
    newsAgency: null,
    internetSpeed: null,
    productType: null,
  },
  categoryId1: 1,
  sellerId: 5,
  storeName: '강남 폰가게',
  publiclyAnnouncedSubsidy: 200_000,
  storeSubsidy: 100_000,
  totalSupport: 300_000,
  installmentPeriod: 24,
  installmentInterest: 0,
  monthlyInstallment: 20_000,
  monthlyTelecommunicationFee: 60_000,
  monthlyTotal: 80_000,
  monthlyBundledRate: null,
  cashGift: null,
  monthlyFeeBeforeBundle: null,
  howToManage: null,
  manageCycle: null,
  contractMonths: 24,
  rentalFee: null,
  monthlySubsidy: null,
  monthlyRentalAfterSubsidy: null,
  additionalServices: [],
  allInCost: {
    total: 2_055_000,
    months: 24,
    parts: [
      { key: 'devicePrincipal', amount: 855_000 },
      { key: 'installmentInterest', amount: 0 },
      { key: 'telecomFees', amount: 1_200_000 },
      { key: 'additionalServices', amount: 0 },
    ],
  },
  phoneNumber: '02-123-4567',
  hasReview: false,
};

describe('usePurchaseHistoryDetail', () => {
  it('reads the detail by quotation id', async () => {
    const mock = mockEndpoint(getPurchaseHistoryDetail, historyDetail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => usePurchaseHistoryDetail(41));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(historyDetail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotations/purchase-history/41');
  });

  it('exposes the Korean message of a request that is not the buyer’s', async () => {
    server.use(
      mockEndpoint(getPurchaseHistoryDetail, () =>
        apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(() => usePurchaseHistoryDetail(41));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('견적 요청을 찾을 수 없어요.');
  });
});
