import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyFooter } from './CompanyFooter';

const meta = {
  title: 'Layout/CompanyFooter',
  component: CompanyFooter,
  tags: ['autodocs'],
  args: {
    companyName: '견적마켓 주식회사',
    representative: '김견적',
    businessRegistrationNumber: '123-45-67890',
    mailOrderSalesNumber: '제2026-서울강남-0000호',
    address: '서울특별시 강남구 테헤란로 123, 4층 (예시 주소)',
    customerCenter: {
      phone: '1588-0000',
      email: 'help@quotemarket.example.com',
      hours: '평일 10:00–18:00 (점심 12:30–13:30, 주말·공휴일 휴무)',
    },
    notice:
      '견적마켓 주식회사는 통신판매중개자로서 통신판매의 당사자가 아니에요. 판매점과 회원 사이의 거래와 상품 정보, 거래 조건에 대한 책임은 각 판매점에 있어요.',
  },
} satisfies Meta<typeof CompanyFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLinks: Story = {
  args: {
    links: [
      { href: '/inquiry', label: '1:1 문의' },
      { href: '/terms/use-terms', label: '이용약관' },
      { href: '/terms/privacy-policy', label: '개인정보처리방침' },
    ],
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('region', { name: '사업자 정보' });
    await expect(footer).toHaveTextContent('123-45-67890');
    await expect(within(footer).getByRole('link', { name: '1588-0000' })).toHaveAttribute(
      'href',
      'tel:15880000',
    );
  },
};

export const DetailsOnly: Story = {};
