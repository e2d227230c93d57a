import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealDocument } from './DealDocument';

const verification = {
  label: '문서 확인 코드',
  code: '9f2c4e1a b37d5c08 e6f1a2b3 c4d5e6f7 08192a3b 4c5d6e7f 8091a2b3 c4d5e6f7',
  note: '내용이 한 글자라도 바뀌면 코드가 달라져요.',
};

describe('DealDocument', () => {
  it('prints each section as terms and values, money in won and times in Seoul time', () => {
    render(
      <DealDocument
        title="견적서"
        subtitle="갤럭시 S26 · 강남 견적폰"
        verification={verification}
        sections={[
          {
            title: '필수 부가서비스',
            rows: [
              { label: '안심 보험', value: { kind: 'won', amount: 5_500 }, note: '6개월 유지' },
            ],
          },
          {
            title: '구매 신청과 동의',
            rows: [
              { label: '구매 신청 시각', value: { kind: 'dateTime', at: '2026-11-26T05:30:00Z' } },
              { label: '약관 버전', value: { kind: 'text', text: '2026-07-01' } },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '견적서' })).toBeInTheDocument();
    const addOns = screen.getByRole('region', { name: '필수 부가서비스' });
    expect(
      within(addOns)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['5,500원', '6개월 유지']);
    const consent = screen.getByRole('region', { name: '구매 신청과 동의' });
    expect(
      within(consent)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2026.11.26 14:30', '2026-07-01']);
  });

  it('shows the 문서 확인 코드 under its label, with what it proves', () => {
    render(<DealDocument title="견적서" sections={[]} verification={verification} />);
    expect(screen.getByText(verification.label)).toBeInTheDocument();
    expect(screen.getByText(verification.code)).toBeInTheDocument();
    expect(screen.getByText(verification.note)).toBeInTheDocument();
  });

  it('keeps its actions apart, so print styles can leave them off the paper', () => {
    const { container } = render(
      <DealDocument
        title="견적서"
        sections={[]}
        verification={verification}
        actions={<button type="button">인쇄하기</button>}
      />,
    );
    const actions = container.querySelector('[data-part="actions"]');
    expect(actions).toContainElement(screen.getByRole('button', { name: '인쇄하기' }));
  });

  it("takes its place in another page's outline: the title and its sections one level down", () => {
    render(
      <DealDocument
        title="견적서"
        verification={verification}
        headingLevel={3}
        sections={[
          {
            title: '상품',
            rows: [{ label: '상품명', value: { kind: 'text', text: '갤럭시 S26' } }],
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '견적서' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '상품' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
