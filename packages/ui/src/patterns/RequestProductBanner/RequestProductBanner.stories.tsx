import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RequestProductBanner } from './RequestProductBanner';

const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect x="31" y="12" width="34" height="72" rx="7" fill="#5B4B8A"/></svg>',
  );
const purifierImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect x="26" y="10" width="44" height="76" rx="10" fill="#d1d6db"/><rect x="38" y="30" width="20" height="6" rx="3" fill="#1b64da"/></svg>',
  );

const meta = {
  title: 'Commerce/RequestProductBanner',
  component: RequestProductBanner,
  tags: ['autodocs'],
  args: {
    name: '갤럭시 S25',
    brand: '삼성전자',
    imageSrc: phoneImage,
    color: { name: '코발트 바이올렛', hex: '#5B4B8A' },
    options: ['256GB'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RequestProductBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneWithOptions: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '갤럭시 S25' });
    await expect(region).toHaveTextContent('코발트 바이올렛');
    await expect(region).toHaveTextContent('256GB');
  },
};

export const RentalWithReleaseDate: Story = {
  args: {
    name: '비스포크 AI 정수기',
    brand: '삼성전자',
    imageSrc: purifierImage,
    color: { name: '화이트', hex: '#FFFFFF' },
    options: [],
    note: '출시일 2025.02.07',
  },
};

export const ColourWithoutSwatch: Story = { args: { color: { name: '블랙' } } };

export const WithoutImage: Story = { args: { imageSrc: null } };

export const NameOnly: Story = {
  args: {
    name: '인터넷 상품',
    brand: undefined,
    imageSrc: null,
    hideImage: true,
    color: null,
    options: [],
    eyebrow: '견적 요청',
    note: '답변에 맞는 인터넷 상품으로 최저가 견적을 받아요',
  },
};

export const LongKoreanText: Story = {
  args: {
    name: '삼성 비스포크 AI 콤보 세탁건조기 25/18kg 그레이지 (설치 포함)',
    brand: '삼성전자',
    color: { name: '새틴 그레이지', hex: '#C9BFB0' },
    options: ['25/18kg', '스탠드형', '설치 포함'],
    note: '출시일 2025.03.14',
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RequestProductBanner
        name="갤럭시 S25"
        brand="삼성전자"
        imageSrc={phoneImage}
        color={{ name: '코발트 바이올렛', hex: '#5B4B8A' }}
        options={['256GB']}
      />
      <RequestProductBanner
        name="비스포크 AI 정수기"
        brand="삼성전자"
        imageSrc={purifierImage}
        color={{ name: '화이트', hex: '#FFFFFF' }}
        note="출시일 2025.02.07"
      />
      <RequestProductBanner name="아이폰 17" brand="Apple" color={{ name: '블랙' }} />
      <RequestProductBanner
        name="인터넷 상품"
        hideImage
        eyebrow="견적 요청"
        note="답변에 맞는 인터넷 상품으로 최저가 견적을 받아요"
      />
    </div>
  ),
};
