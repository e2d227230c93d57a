import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyFooter, type CompanyFooterProps } from './CompanyFooter';

const props: CompanyFooterProps = {
  companyName: '견적마켓 주식회사',
  representative: '김견적',
  businessRegistrationNumber: '123-45-67890',
  mailOrderSalesNumber: '제2026-서울강남-0000호',
  address: '서울특별시 강남구 테헤란로 123, 4층',
  customerCenter: {
    phone: '1588-0000',
    email: 'help@quotemarket.example.com',
    hours: '평일 10:00–18:00',
  },
  notice: '견적마켓 주식회사는 통신판매중개자로서 통신판매의 당사자가 아니에요.',
};

describe('CompanyFooter', () => {
  it('shows every business detail as a term and its value, in a named region', () => {
    render(<CompanyFooter {...props} />);
    const footer = screen.getByRole('region', { name: '사업자 정보' });
    expect(within(footer).getByRole('heading', { name: '견적마켓 주식회사' })).toBeInTheDocument();
    const terms = within(footer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(footer)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      대표: '김견적',
      사업자등록번호: '123-45-67890',
      '통신판매업 신고': '제2026-서울강남-0000호',
      주소: '서울특별시 강남구 테헤란로 123, 4층',
      고객센터: '1588-0000',
      이메일: 'help@quotemarket.example.com',
      '운영 시간': '평일 10:00–18:00',
    });
    expect(footer).toHaveTextContent('통신판매의 당사자가 아니에요.');
  });

  it('dials the customer centre and writes to its e-mail', () => {
    render(<CompanyFooter {...props} />);
    expect(screen.getByRole('link', { name: '1588-0000' })).toHaveAttribute('href', 'tel:15880000');
    expect(screen.getByRole('link', { name: 'help@quotemarket.example.com' })).toHaveAttribute(
      'href',
      'mailto:help@quotemarket.example.com',
    );
  });

  it('lists the links it is given, and none when given none', () => {
    const { rerender } = render(
      <CompanyFooter {...props} links={[{ href: '/inquiry', label: '1:1 문의' }]} />,
    );
    expect(screen.getByRole('link', { name: '1:1 문의' })).toHaveAttribute('href', '/inquiry');
    rerender(<CompanyFooter {...props} />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
