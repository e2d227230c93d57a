import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { ProductCard, ProductListItem } from './ProductCard';
import { productCardVariants } from './ProductCard.variants';

const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F2F4F6"/><rect x="31" y="12" width="34" height="72" rx="7" fill="#191F28"/><rect x="34" y="17" width="28" height="60" rx="4" fill="#1B64DA"/></svg>',
  );
const purifierImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F2F4F6"/><rect x="28" y="14" width="40" height="70" rx="6" fill="#FFFFFF" stroke="#D1D6DB" stroke-width="2"/><rect x="40" y="34" width="16" height="6" rx="3" fill="#1B64DA"/></svg>',
  );

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    name: '갤럭시 S25 울트라 256GB',
    brand: '삼성전자',
    imageSrc: phoneImage,
    priceKind: 'phone',
    amount: 1698400,
  },
  argTypes: variantArgTypes(productCardVariants),
  // Cards sit in a two-column grid, rows span the 343 px content width.
  render: (args) => (
    <div style={{ width: args.layout === 'row' ? 343 : 168 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const Rental: Story = {
  args: {
    name: '코웨이 아이콘 정수기 2',
    brand: '코웨이',
    imageSrc: purifierImage,
    priceKind: 'rental',
    amount: 29900,
  },
};
export const Release: Story = {
  args: { priceKind: 'release', shipmentDate: '2025-02-07', amount: null },
};
export const Internet: Story = {
  args: {
    name: 'SK브로드밴드 > 500M > 인터넷+TV',
    brand: null,
    imageSrc: null,
    hidePrice: true,
  },
};
export const MissingImage: Story = { args: { imageSrc: null } };
export const BrokenImage: Story = { args: { imageSrc: 'data:image/png;base64,broken' } };
export const LongKoreanName: Story = {
  args: {
    name: '삼성전자 비스포크 AI 하이브리드 냉장고 4도어 키친핏 맥스 프리스탠딩 메탈 새틴 베이지',
    brand: '삼성전자',
    priceKind: 'rental',
    amount: 1_234_500,
  },
};
export const ZeroPrice: Story = { args: { amount: 0 } };
export const AsLink: Story = {
  args: { href: '/request-details/1/Mobile%20Phones/25' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /갤럭시 S25 울트라/ });
    link.focus();
    await expect(link).toHaveFocus();
  },
};
export const WithSelect: Story = {
  args: { onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '선택' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};
export const Wishable: Story = {
  args: { onWishedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: '갤럭시 S25 울트라 256GB 찜하기',
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onWishedChange).toHaveBeenCalledWith(true);
  },
};
export const Wished: Story = {
  args: { wished: true, onWishedChange: fn() },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', {
      name: '갤럭시 S25 울트라 256GB 찜하기',
    });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWishedChange).toHaveBeenCalledWith(false);
  },
};
export const WishedListItem: Story = {
  args: { wished: true, onWishedChange: fn() },
  render: (args) => (
    <div style={{ width: 343 }}>
      <ProductListItem {...args} />
    </div>
  ),
};
export const ListItem: Story = {
  args: { onSelect: fn() },
  render: (args) => (
    <div style={{ width: 343 }}>
      <ProductListItem {...args} />
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 343 }}>
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: '1fr 1fr' }}>
        <ProductCard {...args} />
        <ProductCard
          {...args}
          name="코웨이 아이콘 정수기 2"
          brand="코웨이"
          imageSrc={purifierImage}
          priceKind="rental"
          amount={29900}
        />
        <ProductCard {...args} imageSrc={null} priceKind="release" shipmentDate="2025-02-07" />
        <ProductCard
          {...args}
          name="삼성전자 비스포크 AI 하이브리드 냉장고 4도어 키친핏 맥스"
          amount={0}
          onSelect={() => undefined}
        />
      </div>
      {productCardVariants.layout.values.map((layout) => (
        <ProductCard key={layout} {...args} layout={layout} onSelect={() => undefined} />
      ))}
      <ProductListItem
        name={'SK브로드밴드 > 500M > 인터넷+TV'}
        hidePrice
        onSelect={() => undefined}
      />
      <ProductListItem {...args} selectLoading onSelect={() => undefined} />
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: '1fr 1fr' }}>
        <ProductCard {...args} onWishedChange={() => undefined} />
        <ProductCard {...args} wished onWishedChange={() => undefined} />
      </div>
      <ProductListItem {...args} onWishedChange={() => undefined} />
      <ProductListItem {...args} wished onWishedChange={() => undefined} />
    </div>
  ),
};
