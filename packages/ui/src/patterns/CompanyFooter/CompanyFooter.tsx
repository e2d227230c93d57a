import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { phoneForDialing } from '../../format/format';
import { useLinkComponent } from '../../link/LinkProvider';
import {
  StyledCompanyFooter,
  StyledDetail,
  StyledDetails,
  StyledLinks,
  StyledName,
  StyledNotice,
} from './CompanyFooter.styles';

export interface CompanyFooterLink {
  href: string;
  label: string;
}

export interface CompanyFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** 상호, the footer's heading */
  companyName: string;
  representative: string;
  /** e.g. '123-45-67890' */
  businessRegistrationNumber: string;
  /** 통신판매업 신고번호 */
  mailOrderSalesNumber: string;
  address: string;
  /** The customer centre: the phone becomes a `tel:` link, the e-mail a `mailto:` link. */
  customerCenter: { phone: string; email: string; hours: string };
  /** The closing legal notice (the app's wording, e.g. the marketplace's 통신판매중개자 notice). */
  notice: string;
  /** In-app links above the details (1:1 문의, 개인정보처리방침, …). */
  links?: readonly CompanyFooterLink[];
  /** The region's name for screen readers. */
  label?: string;
  ref?: Ref<HTMLElement>;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <StyledDetail>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </StyledDetail>
  );
}

/** The business details a Korean marketplace shows at the bottom of its pages: small, grey, complete. */
export function CompanyFooter({
  companyName,
  representative,
  businessRegistrationNumber,
  mailOrderSalesNumber,
  address,
  customerCenter,
  notice,
  links = [],
  label = '사업자 정보',
  ...rest
}: CompanyFooterProps) {
  const Link = useLinkComponent();
  return (
    <StyledCompanyFooter aria-label={label} data-qm="company-footer" {...rest}>
      {links.length > 0 && (
        <StyledLinks>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </StyledLinks>
      )}
      <StyledName>{companyName}</StyledName>
      <StyledDetails>
        <Detail term="대표">{representative}</Detail>
        <Detail term="사업자등록번호">{businessRegistrationNumber}</Detail>
        <Detail term="통신판매업 신고">{mailOrderSalesNumber}</Detail>
        <Detail term="주소">{address}</Detail>
        <Detail term="고객센터">
          <a href={`tel:${phoneForDialing(customerCenter.phone)}`}>{customerCenter.phone}</a>
        </Detail>
        <Detail term="이메일">
          <a href={`mailto:${customerCenter.email}`}>{customerCenter.email}</a>
        </Detail>
        <Detail term="운영 시간">{customerCenter.hours}</Detail>
      </StyledDetails>
      <StyledNotice>{notice}</StyledNotice>
    </StyledCompanyFooter>
  );
}
