import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../primitives/Button';
import { DealDocument, type DealDocumentSection } from './DealDocument';

const sections: DealDocumentSection[] = [
  {
    title: '상품',
    rows: [
      { label: '상품명', value: { kind: 'text', text: '갤럭시 S26' } },
      { label: '색상', value: { kind: 'text', text: '티타늄 블랙' } },
      { label: '출고가', value: { kind: 'won', amount: 1_155_000 } },
    ],
  },
  {
    title: '판매점',
    rows: [
      { label: '상호', value: { kind: 'text', text: '주식회사 견적폰' } },
      { label: '사업자등록번호', value: { kind: 'text', text: '123-45-67891' } },
      { label: '주소', value: { kind: 'text', text: '서울 강남구 테헤란로 1' } },
    ],
  },
  {
    title: '필수 부가서비스',
    rows: [
      {
        label: '안심 보험',
        value: { kind: 'won', amount: 5_500 },
        note: '월 요금, 6개월 유지',
      },
    ],
  },
  {
    title: '총비용',
    rows: [
      { label: '기기값 (지원금 뺀 할부원금)', value: { kind: 'won', amount: 505_000 } },
      { label: '통신요금', value: { kind: 'won', amount: 2_136_000 } },
      { label: '24개월 총비용', value: { kind: 'won', amount: 2_674_800 }, emphasis: true },
    ],
  },
  {
    title: '구매 신청과 동의',
    rows: [
      {
        label: '구매 신청 시각',
        value: { kind: 'dateTime', at: '2026-11-26T05:30:00.000Z' },
      },
    ],
  },
];

const meta = {
  title: 'Commerce/DealDocument',
  component: DealDocument,
  tags: ['autodocs'],
  args: {
    title: '견적서',
    subtitle: '갤럭시 S26 · 강남 견적폰',
    sections,
    verification: {
      label: '문서 확인 코드',
      code: '9f2c4e1a b37d5c08 e6f1a2b3 c4d5e6f7 08192a3b 4c5d6e7f 8091a2b3 c4d5e6f7',
      note: '견적을 고른 순간의 내용으로 만든 코드예요. 내용이 한 글자라도 바뀌면 코드가 달라져요.',
    },
  },
} satisfies Meta<typeof DealDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">인쇄하기</Button>
        <Button variant="secondary">PDF 받기</Button>
        <Button variant="secondary">공유 링크 만들기</Button>
      </>
    ),
  },
};
