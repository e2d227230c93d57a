import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getEstimationDetail, type EstimationDetail } from '@quotemarket/contract';
import { mockEndpoint } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { useEstimationDetail } from './useEstimationDetail';

const server = setupMswServer();

const detail: EstimationDetail = {
  estimationId: 101,
  quotationId: 41,
  productId: 7,
  categoryId1: 1,
  seller: {
    sellerId: 5,
    sellerImageUrl: null,
    storeName: '강남 폰가게',
    successfulBidCount: 3,
    averageRating: 4.5,
  },
  quotation: {
    howToManage: null,
    manageCycle: null,
    mainPurpose: null,
    internetMobileCarrier: null,
    mobileCarrier: null,
    changeOfCommunicationAgency: null,
    bundle: null,
    biddingCount: 2,
    contractMonths: 24,
  },
  product: {
    id: 7,
    name: '갤럭시 S25',
    imageUrl: null,
    modelNumber: null,
    color: null,
    colorHex: null,
    price: 1_155_000,
    rentalFee: null,
    newsAgencyProperty: null,
    internetProperty: null,
    productType: null,
  },
  publiclyAnnouncedSubsidy: 200_000,
  storeSubsidy: 100_000,
  totalSupport: 300_000,
  installmentPeriod: 24,
  installmentInterest: 0,
  monthlyInstallment: 20_000,
  ratePlanMonthly: 60_000,
  monthlyTelecommunicationFee: 60_000,
  monthlyBillingAmount: 80_000,
  contractDuration: 24,
  additionalServices: [],
  conditions: null,
  cashGift: null,
  monthlyFeeBeforeBundle: null,
  monthlyBundledRate: null,
  bestBenefitCarrier: null,
  rentalFee: null,
  expectedMonthlyRental: null,
  notes: null,
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
  isSelectable: true,
};

describe('useEstimationDetail', () => {
  it('reads one quote by estimation id', async () => {
    const mock = mockEndpoint(getEstimationDetail, detail);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useEstimationDetail(101));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(detail);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/estimations/101');
  });
});
