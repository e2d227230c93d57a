export { companyInfoQuery, useCompanyInfo } from './useCompanyInfo';
export { useSubmitInquiry } from './useSubmitInquiry';
