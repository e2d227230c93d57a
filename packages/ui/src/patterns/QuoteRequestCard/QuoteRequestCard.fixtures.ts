import type { KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import type { SellerAvatarItem } from '../SellerAvatars';

/** A frozen clock: every story and test renders the same time left. */
export const fixedNow = new Date('2026-11-25T12:00:00+09:00').getTime();
export const now = () => fixedNow;

export const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F2F4F6"/><rect x="31" y="12" width="34" height="72" rx="7" fill="#191F28"/><rect x="34" y="17" width="28" height="60" rx="4" fill="#1B64DA"/></svg>',
  );

export const bestPhoneFigures: KeyValueItem[] = [
  { key: 'all-in', label: '24개월 총 비용', value: '2,042,680원', emphasis: true },
  { key: 'support', label: '총 지원금', value: '590,000원' },
  { key: 'monthly', label: '월 납부액', value: '75,074원' },
];

const storeNames = [
  '잠실 통신플라자',
  '대전 둔산 통신',
  '강남 휴대폰 성지',
  '대구 동성로 모바일',
  '역삼 모바일',
  '홍대 스마트',
  '신촌 휴대폰',
];

/** `count` bidding stores, best first (the first photo present, the rest as initials). */
export function sampleSellers(count: number): SellerAvatarItem[] {
  return storeNames.slice(0, Math.min(count, 5)).map((name, index) => ({
    id: index,
    name,
    imageSrc: null,
  }));
}
