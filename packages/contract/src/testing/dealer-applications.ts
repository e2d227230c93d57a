import type {
  DealerApplicationDetail,
  DealerApplicationListItem,
  DealerApplicationProgress,
} from '../index';

/** A store's application as the operators' list shows it: 접수, not decided yet. */
export function dealerApplicationListItem(
  id: number,
  overrides: Partial<DealerApplicationListItem> = {},
): DealerApplicationListItem {
  return {
    id,
    storeName: `성수 모바일 ${id}호점`,
    businessRegistrationNumber: '220-81-62517',
    representative: '김대표',
    phone: '01077770001',
    email: `store-${id}@example.kr`,
    categoryIds: [1, 2],
    status: 'received',
    submittedAt: '2026-12-05T01:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A 1×1 grey PNG: what a certificate photo is to a test. */
const certificatePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==';

export function dealerApplicationDetail(
  id: number,
  overrides: Partial<DealerApplicationDetail> = {},
): DealerApplicationDetail {
  return {
    ...dealerApplicationListItem(id),
    address: '서울 성동구 성수이로 1',
    rejectionReason: null,
    decidedBy: null,
    sellerId: null,
    certificateImage: certificatePixel,
    ...overrides,
  };
}

export function dealerApplicationProgress(
  overrides: Partial<DealerApplicationProgress> = {},
): DealerApplicationProgress {
  return {
    storeName: '성수 모바일',
    businessRegistrationNumber: '220-81-62517',
    status: 'received',
    submittedAt: '2026-12-05T01:00:00.000Z',
    decidedAt: null,
    rejectionReason: null,
    ...overrides,
  };
}
