import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';

function IntroSlide({ title, body }: { title: string; body: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 8,
        minHeight: 240,
        alignContent: 'center',
        padding: 24,
        background: 'var(--qm-color-primary-subtle)',
        borderRadius: 'var(--qm-radius-lg)',
      }}
    >
      <h2 style={{ margin: 0, fontSize: 'var(--qm-font-size-xxl)' }}>{title}</h2>
      <p style={{ margin: 0, color: 'var(--qm-color-text-subtle)' }}>{body}</p>
    </div>
  );
}

const slides = [
  <IntroSlide
    key="1"
    title="견적 요청은 한 번만"
    body="원하는 상품을 고르면 여러 제휴 매장이 최저가 견적을 보내요."
  />,
  <IntroSlide
    key="2"
    title="가장 좋은 견적을 선택"
    body="견적을 비교하고 구매 신청하면 끝이에요."
  />,
];

const meta = {
  title: 'Layout/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: { slides, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginIntro: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '서비스 안내' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '2번째 안내로 이동' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: '2번째 안내로 이동' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '1번째 안내로 이동' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

export const SecondSlide: Story = { args: { defaultIndex: 1 } };

export const Autoplay: Story = {
  args: { autoplay: 4000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '자동 넘김 멈추기' }));
    await expect(canvas.getByRole('button', { name: '자동 넘김 시작' })).toBeInTheDocument();
  },
};

export const SingleSlide: Story = { args: { slides: [slides[0]] } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Carousel slides={slides} label="첫 번째 안내" />
      <Carousel slides={slides} label="두 번째 안내" defaultIndex={1} />
      <Carousel slides={[slides[0]]} label="한 장짜리 안내" />
    </div>
  ),
};
