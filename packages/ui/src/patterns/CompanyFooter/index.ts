export { CompanyFooter } from './CompanyFooter';
export type { CompanyFooterLink, CompanyFooterProps } from './CompanyFooter';
