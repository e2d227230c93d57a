import { intermediaryNotice, termsDocumentTitles } from '@quotemarket/contract';
import { useCompanyInfo } from '@quotemarket/hooks';
import { CompanyFooter } from '@quotemarket/ui';
import { paths } from '../paths';

const footerLinks = [
  { href: paths.inquiry(), label: '1:1 문의' },
  { href: paths.terms('use-terms'), label: termsDocumentTitles['use-terms'] },
  { href: paths.terms('privacy-policy'), label: termsDocumentTitles['privacy-policy'] },
];

/**
 * Who runs the service, at the bottom of the home and MY pages as Korean marketplaces show it.
 * Nothing while the details load or if they cannot be read: the page above stands on its own.
 */
export function ServiceCompanyFooter() {
  const { data: company } = useCompanyInfo();
  if (!company) return null;
  return (
    <CompanyFooter
      companyName={company.companyName}
      representative={company.representative}
      businessRegistrationNumber={company.businessRegistrationNumber}
      mailOrderSalesNumber={company.mailOrderSalesNumber}
      address={company.address}
      customerCenter={company.customerCenter}
      notice={intermediaryNotice(company.companyName)}
      links={footerLinks}
    />
  );
}
