import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { vars } from '../../tokens/css-variables';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { emptyStateVariants } from './EmptyState.variants';

const searchIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: '검색 결과가 없어요',
    description: '다른 검색어로 다시 찾아보세요.',
    icon: searchIcon,
  },
  argTypes: variantArgTypes(emptyStateVariants),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Compact: Story = {
  args: { variant: 'compact', title: '선택한 견적 내역이 없어요', description: undefined },
};
export const TitleOnly: Story = {
  args: { title: '등록된 상품이 없어요', description: undefined, icon: undefined },
};

const onAction = fn();
export const WithAction: Story = {
  args: {
    title: '진행 중인 견적 요청이 없어요',
    description: '원하는 상품을 골라 최저가 견적을 받아 보세요.',
    action: <Button onClick={onAction}>최저가 견적 요청</Button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '최저가 견적 요청' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(2);
  },
};

export const LongKoreanText: Story = {
  args: {
    variant: 'compact',
    title: '아직 낙찰된 견적이 없어요. 판매점의 입찰을 조금만 더 기다려 주세요',
    description:
      '견적 요청 후 48시간 동안 제휴 매장이 입찰해요.\n입찰이 도착하면 알림으로 알려 드릴게요.',
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {emptyStateVariants.variant.values.map((variant) => (
        <div key={variant} style={{ border: `1px dashed ${vars.color.borderStrong}` }}>
          <EmptyState
            {...args}
            variant={variant}
            action={<Button variant="outline">{`${variant} 동작`}</Button>}
          />
        </div>
      ))}
    </div>
  ),
};
