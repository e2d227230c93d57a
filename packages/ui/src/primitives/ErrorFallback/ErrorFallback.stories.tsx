import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorFallback } from './ErrorFallback';

const meta = {
  title: 'Feedback/ErrorFallback',
  component: ErrorFallback,
  tags: ['autodocs'],
  args: { onRetry: fn(), homeHref: '/' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('문제가 생겼어요');
    const retry = canvas.getByRole('button', { name: '다시 시도' });
    await userEvent.click(retry);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  },
};
export const RetryOnly: Story = { args: { homeHref: undefined } };
export const HomeOnly: Story = { args: { onRetry: undefined } };
export const MessageOnly: Story = { args: { onRetry: undefined, homeHref: undefined } };
export const CustomText: Story = {
  args: {
    title: '견적 정보를 불러오지 못했어요',
    description: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ErrorFallback {...args} />
      <ErrorFallback title="페이지를 찾을 수 없어요" homeHref="/" />
      <ErrorFallback description={null} />
    </div>
  ),
};
