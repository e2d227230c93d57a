import { allInCostRows } from '../domain/quote-costs';
import {
  cashGiftPaymentLabel,
  contractMonthsLabel,
  earlyTerminationRuleLabel,
  installmentMonthsLabel,
  quoteFigureLabels,
  ratePlanMonthsLabel,
} from '../domain/quote-kinds';
import { formatBusinessRegistrationNumber } from '../domain/business-registration';
import { formatPhoneNumber } from '../domain/phone';
import type { DealDocumentContent } from './deal-document';

/** A value of the 견적서 as data: the kit formats money and times (one formatter, Asia/Seoul). */
export type DealDocumentValue =
  | { kind: 'won'; amount: number }
  | { kind: 'dateTime'; at: string }
  | { kind: 'text'; text: string };

export interface DealDocumentRow {
  label: string;
  value: DealDocumentValue;
  /** Small print under the row: an add-on's months. */
  note?: string;
  /** The all-in total: painted as the closing figure. */
  emphasis?: boolean;
}

export interface DealDocumentSection {
  title: string;
  rows: DealDocumentRow[];
}

const text = (value: string): DealDocumentValue => ({ kind: 'text', text: value || '-' });
const won = (amount: number): DealDocumentValue => ({ kind: 'won', amount });

/** Term fields shown in their own sections, or not shown (the kind is the document's title). */
const termsShownApart = new Set(['kind', 'additionalServices', 'conditions', 'notes']);
/** Numbers that are not money: months, days and a percentage, each in the words the quote shows. */
const countedFields: Record<string, (count: number) => string> = {
  installmentPeriod: installmentMonthsLabel,
  contractDuration: contractMonthsLabel,
  ratePlanRequiredMonths: ratePlanMonthsLabel,
  mandatoryMonths: contractMonthsLabel,
  cashGiftPaidWithinDays: cashGiftPaymentLabel,
  earlyTerminationFeePercent: earlyTerminationRuleLabel,
};

/**
 * Every stored figure of the terms, in the order the bid form keeps them. Read generically, so a
 * field the bid terms gain is printed without a change here: a number is won (or its words, for the
 * counted fields), a string is text, a yes/no reads 예/아니요, and a nested object its own fields.
 */
function termRows(terms: Record<string, unknown>, prefix = ''): DealDocumentRow[] {
  return Object.entries(terms).flatMap(([key, value]): DealDocumentRow[] => {
    if (termsShownApart.has(key) || value === null || value === undefined) return [];
    const label = `${prefix}${(quoteFigureLabels as Record<string, string>)[key] ?? key}`;
    if (typeof value === 'number') {
      const counted = countedFields[key];
      return [{ label, value: counted ? text(counted(value)) : won(value) }];
    }
    if (typeof value === 'boolean') return [{ label, value: text(value ? '예' : '아니요') }];
    if (typeof value === 'object' && !Array.isArray(value)) {
      return termRows(value as Record<string, unknown>, `${label} · `);
    }
    return [{ label, value: text(String(value)) }];
  });
}

/** The 견적서 as titled sections of rows: the one reading the buyer's, dealer's and shared pages print. */
export function dealDocumentSections(content: DealDocumentContent): DealDocumentSection[] {
  const { product, dealer, terms, allInCost, consent } = content;
  const cost = allInCostRows(allInCost);
  const writtenNotes = terms.kind === 'phone' ? terms.conditions : terms.notes;
  const sections: DealDocumentSection[] = [
    {
      title: '상품',
      rows: [
        { label: '상품명', value: text(product.name) },
        ...(product.modelNumber ? [{ label: '모델명', value: text(product.modelNumber) }] : []),
        ...product.options.map((option) => ({ label: option.name, value: text(option.value) })),
        ...(terms.kind === 'phone'
          ? [{ label: quoteFigureLabels.releasePrice, value: won(product.releasePrice) }]
          : []),
      ],
    },
    {
      title: '판매점',
      rows: [
        { label: '매장 이름', value: text(dealer.storeName) },
        { label: '상호', value: text(dealer.businessName ?? '') },
        {
          label: '사업자등록번호',
          value: text(
            dealer.businessNumber ? formatBusinessRegistrationNumber(dealer.businessNumber) : '',
          ),
        },
        { label: '대표자', value: text(dealer.representative ?? '') },
        { label: '주소', value: text(dealer.address) },
        { label: '전화번호', value: text(formatPhoneNumber(dealer.phone)) },
      ],
    },
    { title: '견적 조건', rows: termRows(terms) },
  ];
  if (terms.kind === 'phone' && terms.additionalServices.length > 0) {
    sections.push({
      title: quoteFigureLabels.additionalServices,
      rows: terms.additionalServices.map((service) => ({
        label: service.name,
        value: won(service.monthlyFee),
        note: `월 요금, ${service.requiredMonths}개월 유지`,
      })),
    });
  }
  if (writtenNotes) {
    sections.push({
      title: terms.kind === 'phone' ? quoteFigureLabels.conditions : quoteFigureLabels.notes,
      rows: [{ label: '판매점이 적은 내용', value: text(writtenNotes) }],
    });
  }
  sections.push(
    {
      title: '총비용',
      rows: [
        ...cost.items.map((item) => ({ label: item.label, value: won(item.amount) })),
        { label: cost.total.label, value: won(cost.total.amount), emphasis: true },
      ],
    },
    {
      title: '구매 신청과 동의',
      rows: [
        { label: '구매 신청 시각', value: { kind: 'dateTime', at: content.selectedAt } },
        {
          label: '개인정보 제3자 제공 동의',
          value: consent.consentedAt
            ? { kind: 'dateTime', at: consent.consentedAt }
            : text('동의 전 거래'),
          ...(consent.version && { note: `동의 문구 버전 ${consent.version}` }),
        },
        { label: '약관 버전', value: text(content.termsVersion ?? '') },
      ],
    },
  );
  return sections;
}

/** The document's heading, the same on every copy: what was bought, and where. */
export function dealDocumentHeading(content: DealDocumentContent) {
  return { title: '견적서', subtitle: `${content.product.name} · ${content.dealer.storeName}` };
}

/**
 * The 문서 확인 코드 as every copy shows it: the hash in groups of eight, so a person can read it
 * aloud and compare it, and what it proves.
 */
export function dealDocumentVerification(hash: string) {
  return {
    label: '문서 확인 코드',
    code: hash.match(/.{1,8}/g)?.join(' ') ?? hash,
    note: '견적을 고른 순간의 내용으로 만든 코드예요. 내용이 한 글자라도 바뀌면 코드가 달라져요.',
  };
}
