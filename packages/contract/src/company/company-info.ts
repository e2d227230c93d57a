import { z } from 'zod/mini';
import { defineEndpoint } from '../core/endpoint';
import { lazySchema } from '../core/lazy-schema';
import { withTopic } from '../domain/korean-particles';

/**
 * Who runs the service, as Korean e-commerce law asks a marketplace to show it (전자상거래법 제10조,
 * 제20조) and the privacy policy names its officer: read from the server's configuration.
 */
export const companyInfoSchema = lazySchema(() =>
  z
    .object({
      companyName: z.string().check(z.describe('상호')),
      representative: z.string().check(z.describe('대표자')),
      businessRegistrationNumber: z.string().check(z.describe('사업자등록번호 (000-00-00000)')),
      mailOrderSalesNumber: z.string().check(z.describe('통신판매업 신고번호')),
      address: z.string().check(z.describe('사업장 주소')),
      customerCenter: z.object({
        phone: z.string().check(z.describe('고객센터 전화 (1588-0000)')),
        email: z.string().check(z.describe('고객센터 이메일')),
        hours: z.string().check(z.describe('운영 시간')),
      }),
      privacyOfficer: z.object({
        name: z.string().check(z.describe('개인정보 보호책임자 이름')),
        position: z.string().check(z.describe('직책')),
        contact: z.string().check(z.describe('연락처 (이메일 또는 전화)')),
      }),
    })
    .register(z.globalRegistry, { id: 'CompanyInfo' }),
);
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/**
 * The company details outside production, where they need not be real: plausible enough for the
 * screens to look as they will, and marked as examples (example.com addresses, the 0000 numbers).
 * The server refuses to start in production without the real ones (apps/api config.ts).
 */
export const demoCompanyInfo: CompanyInfo = {
  companyName: '견적마켓 주식회사',
  representative: '김견적',
  businessRegistrationNumber: '123-45-67891',
  mailOrderSalesNumber: '제2026-서울강남-0000호',
  address: '서울특별시 강남구 테헤란로 123, 4층 (예시 주소)',
  customerCenter: {
    phone: '1588-0000',
    email: 'help@quotemarket.example.com',
    hours: '평일 10:00–18:00 (점심 12:30–13:30, 주말·공휴일 휴무)',
  },
  privacyOfficer: {
    name: '이보호',
    position: '개인정보 보호책임자(CPO)',
    contact: 'privacy@quotemarket.example.com',
  },
};

export const getCompanyInfo = defineEndpoint({
  method: 'GET',
  path: '/v2/company-info',
  summary: '사업자 정보와 고객센터, 개인정보 보호책임자 (공개, 캐시 가능)',
  tags: ['company'],
  response: companyInfoSchema,
});

/**
 * The marketplace's notice under its company details (전자상거래법 제20조 제1항): it brokers the
 * sales and is not their party.
 */
export function intermediaryNotice(companyName: string): string {
  return `${withTopic(companyName)} 통신판매중개자로서 통신판매의 당사자가 아니에요. 판매점과 회원 사이의 거래와 상품 정보, 거래 조건에 대한 책임은 각 판매점에 있어요.`;
}
