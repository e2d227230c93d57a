import { describe, expect, it } from 'vitest';
import { dealDocumentContent } from '../testing/deal-documents';
import type { DealDocumentContent } from './deal-document';
import { dealDocumentSections, dealDocumentVerification } from './deal-document-sections';

const rowsOf = (sections: ReturnType<typeof dealDocumentSections>, title: string) =>
  sections.find((section) => section.title === title)?.rows ?? [];

describe('dealDocumentSections', () => {
  const sections = dealDocumentSections(dealDocumentContent());

  it('prints the dealer business identity, each add-on with its months and the all-in total', () => {
    expect(rowsOf(sections, '판매점')).toContainEqual({
      label: '사업자등록번호',
      value: { kind: 'text', text: '123-45-67891' },
    });
    expect(rowsOf(sections, '필수 부가서비스')).toEqual([
      { label: '안심 보험', value: { kind: 'won', amount: 5_500 }, note: '월 요금, 6개월 유지' },
      {
        label: '음악 스트리밍',
        value: { kind: 'won', amount: 7_900 },
        note: '월 요금, 3개월 유지',
      },
    ]);
    expect(rowsOf(sections, '기타 조건')[0]?.value).toEqual({
      kind: 'text',
      text: '6개월 요금제 유지',
    });
    expect(rowsOf(sections, '총비용').at(-1)).toMatchObject({
      emphasis: true,
      value: { kind: 'won' },
    });
  });

  it('prints every stored term, months in their words', () => {
    const terms = rowsOf(sections, '견적 조건');
    expect(terms).toContainEqual({ label: '공시지원금', value: { kind: 'won', amount: 500_000 } });
    expect(terms).toContainEqual({ label: '약정 기간', value: { kind: 'text', text: '24개월' } });
    expect(terms.map((row) => row.label)).not.toContain('kind');
  });

  it('prints days and percentages in their words, never as won', () => {
    const content = dealDocumentContent();
    const internet = {
      ...content,
      terms: {
        kind: 'internet' as const,
        cashGift: 400_000,
        cashGiftPaidWithinDays: 30,
        monthlyFeeBeforeBundle: 38_500,
        monthlyBundledRate: 27_500,
        bestBenefitCarrier: 'SKT',
        contractDuration: 36,
        notes: '',
      } satisfies DealDocumentContent['terms'],
    };
    expect(rowsOf(dealDocumentSections(internet), '견적 조건')).toContainEqual({
      label: '사은품 지급 시점',
      value: { kind: 'text', text: '설치 후 30일 이내 지급' },
    });
    const rental = {
      ...content,
      terms: {
        kind: 'rental' as const,
        rentalFee: 29_900,
        storeSubsidy: 120_000,
        contractDuration: 48,
        mandatoryMonths: 36,
        earlyTerminationFeePercent: 10,
        manageMethod: '방문 관리',
        manageCycle: '4개월',
        notes: '',
      } satisfies DealDocumentContent['terms'],
    };
    const rentalTerms = rowsOf(dealDocumentSections(rental), '견적 조건');
    expect(rentalTerms).toContainEqual({
      label: '의무 사용 기간',
      value: { kind: 'text', text: '36개월' },
    });
    expect(rentalTerms).toContainEqual({
      label: '중도 해지 위약금',
      value: { kind: 'text', text: '남은 렌탈료의 10%' },
    });
    expect(rowsOf(sections, '견적 조건')).toContainEqual({
      label: '요금제 유지 기간',
      value: { kind: 'text', text: '6개월' },
    });
  });

  it('prints a term field it has never heard of, so new bid terms reach the 견적서', () => {
    const content = dealDocumentContent();
    // A field this version of the terms does not know, as a later bid form adds them.
    const newTerms = { ...content.terms, deliveryMethod: '택배', subsidyPaidAtSigning: true };
    const withNewField = { ...content, terms: newTerms as typeof content.terms };
    const terms = rowsOf(dealDocumentSections(withNewField), '견적 조건');
    expect(terms).toContainEqual({
      label: 'deliveryMethod',
      value: { kind: 'text', text: '택배' },
    });
    expect(terms).toContainEqual({
      label: 'subsidyPaidAtSigning',
      value: { kind: 'text', text: '예' },
    });
  });
});

describe('dealDocumentVerification', () => {
  it('shows the hash in groups of eight, whole, under its label', () => {
    const hash = '9f2c4e1ab37d5c08e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7';
    const { label, code } = dealDocumentVerification(hash);
    expect(label).toBe('문서 확인 코드');
    expect(code.split(' ')).toHaveLength(8);
    expect(code.replaceAll(' ', '')).toBe(hash);
  });
});
