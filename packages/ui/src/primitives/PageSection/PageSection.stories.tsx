import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { MutedText, PageSection, PageStack } from './PageSection';
import { pageStackVariants } from './PageSection.variants';

const meta = {
  title: 'Layout/PageSection',
  component: PageSection,
  tags: ['autodocs'],
  args: {
    title: '모델 검색',
    children: <MutedText>모델명이나 제품명을 입력해 주세요.</MutedText>,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '모델 검색' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: '모델 검색' }),
    ).toBeInTheDocument();
  },
};

const onSort = fn();

export const WithAction: Story = {
  args: {
    title: '상품 목록',
    action: (
      <Button variant="outline" size="sm" onClick={onSort}>
        최신순
      </Button>
    ),
    children: <MutedText aria-live="polite">‘갤럭시’ 검색 결과</MutedText>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '최신순' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onSort).toHaveBeenCalledTimes(2);
  },
};

export const LongKoreanTitle: Story = {
  args: {
    title: '삼성 비스포크 AI 콤보 세탁건조기를 찾는 고객이 많이 찾는 상품',
    children: <MutedText>등록된 상세 정보가 없어요.</MutedText>,
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {pageStackVariants.gap.values.flatMap((gap) =>
        pageStackVariants.paddingTop.values.map((paddingTop) => (
          <PageStack
            key={`${gap}-${paddingTop}`}
            gap={gap}
            paddingTop={paddingTop}
            style={{ outline: '1px dashed currentColor' }}
          >
            <PageSection title={`간격 ${gap} · 위 여백 ${paddingTop}`}>
              <MutedText>첫 번째 구역</MutedText>
            </PageSection>
            <PageSection
              title={`상품 목록 (${gap}, ${paddingTop})`}
              action={
                <Button variant="outline" size="sm">
                  {`정렬 (${gap}, ${paddingTop})`}
                </Button>
              }
            >
              <MutedText>두 번째 구역</MutedText>
            </PageSection>
          </PageStack>
        )),
      )}
    </div>
  ),
};

export const Stack: Story = {
  render: () => (
    <PageStack>
      <PageSection title="모델 검색">
        <MutedText>모델명이나 제품명을 입력해 주세요.</MutedText>
      </PageSection>
      <PageSection title="휴대폰 모델 목록">
        <MutedText>찾는 상품이 없어요</MutedText>
      </PageSection>
    </PageStack>
  ),
};
