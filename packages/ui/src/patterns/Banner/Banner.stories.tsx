import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Button } from '../../primitives/Button';
import { Banner } from './Banner';
import { bannerVariants } from './Banner.variants';

const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect x="31" y="12" width="34" height="72" rx="7" fill="#1B64DA"/></svg>',
  );

const meta = {
  title: 'Layout/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    title: '어떤 휴대폰을 찾으세요?',
    description: '모델명으로 검색하고 최저가 견적을 받아 보세요.',
  },
  argTypes: variantArgTypes(bannerVariants),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CategoryPrompt: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '어떤 휴대폰을 찾으세요?' }),
    ).toBeInTheDocument();
  },
};

export const ProductSelected: Story = {
  args: {
    title: '갤럭시 S25 울트라, 최저가 견적을 받아 볼까요?',
    description: '삼성전자 · 256GB',
    imageSrc: phoneImage,
    tone: 'neutral',
  },
};

const onAction = fn();

export const WithAction: Story = {
  args: {
    title: '갤럭시 S25 울트라, 최저가 견적을 받아 볼까요?',
    imageSrc: phoneImage,
    action: (
      <Button size="sm" variant="outline" onClick={onAction}>
        다시 선택
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '다시 선택' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(2);
  },
};

export const TitleOnly: Story = {
  args: { title: '어떤 정수기를 찾으세요?', description: undefined },
};

export const LongKoreanText: Story = {
  args: {
    title: '삼성 비스포크 AI 콤보 세탁건조기 25/18kg, 최저가 견적을 받아 볼까요?',
    description:
      '선택하신 옵션으로 여러 제휴 매장에 최저가 견적을 요청할 수 있어요. 견적은 48시간 동안 받을 수 있어요.',
    imageSrc: phoneImage,
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {bannerVariants.tone.values.map((tone) => (
        <div key={tone} style={{ display: 'grid', gap: 12 }}>
          <Banner tone={tone} title="어떤 휴대폰을 찾으세요?" />
          <Banner
            tone={tone}
            title="갤럭시 S25, 최저가 견적을 받아 볼까요?"
            description="삼성전자 · 256GB"
            imageSrc={phoneImage}
            action={
              <Button size="sm" variant="outline">
                다시 선택
              </Button>
            }
          />
        </div>
      ))}
    </div>
  ),
};
