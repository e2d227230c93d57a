import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { SellerAvatars } from './SellerAvatars';
import { sellerAvatarsVariants } from './SellerAvatars.variants';

const face = (fill: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${fill}"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="9" y="26" width="22" height="14" rx="7" fill="#fff"/></svg>`,
  );

const all = [
  { id: 1, name: '강남 휴대폰 성지', imageSrc: face('#1B64DA') },
  { id: 2, name: '역삼 모바일', imageSrc: null },
  { id: 3, name: '서초 통신', imageSrc: face('#12805C') },
  { id: 4, name: '잠실 폰마트', imageSrc: 'data:image/png;base64,broken' },
  { id: 5, name: '홍대 스마트', imageSrc: face('#B25E00') },
  { id: 6, name: '신촌 휴대폰', imageSrc: face('#333D4B') },
  { id: 7, name: '종로 대리점', imageSrc: null },
];

const meta = {
  title: 'Commerce/SellerAvatars',
  component: SellerAvatars,
  tags: ['autodocs'],
  args: { sellers: all.slice(0, 3) },
  argTypes: variantArgTypes(sellerAvatarsVariants),
} satisfies Meta<typeof SellerAvatars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const ExactlyFive: Story = { args: { sellers: all.slice(0, 5) } };
export const MoreThanFive: Story = { args: { sellers: all } };
export const LargeTotal: Story = { args: { sellers: all.slice(0, 5), total: 128 } };
export const MissingPhotos: Story = {
  args: { sellers: all.filter((seller) => !seller.imageSrc?.startsWith('data:image/svg')) },
};
/** Only photos are known (the quote check's list): the store icon stands in for the missing ones. */
export const PhotosOnly: Story = {
  args: {
    sellers: [face('#1B64DA'), null, 'data:image/png;base64,broken', null].map((imageSrc, id) => ({
      id,
      imageSrc,
    })),
    total: 8,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('img', { name: '판매점 8곳' });
    await expect(group).toHaveTextContent('5+');
    await waitFor(() => expect(group.querySelectorAll('[data-icon="store"]')).toHaveLength(3));
  },
};
export const None: Story = { args: { sellers: [] } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {sellerAvatarsVariants.size.values.map((size) =>
        [1, 3, 5, 7].map((n) => (
          <SellerAvatars key={`${size}-${n}`} size={size} sellers={all.slice(0, n)} />
        )),
      )}
      <SellerAvatars sellers={all.slice(0, 2)} total={128} />
      <SellerAvatars sellers={[{ id: 1 }, { id: 2 }, { id: 3 }]} total={3} />
    </div>
  ),
};
