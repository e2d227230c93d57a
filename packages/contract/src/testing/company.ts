import { demoCompanyInfo, type CompanyInfo } from '../company';

/** The company details as a server without configuration answers them (the demo company). */
export function companyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return { ...demoCompanyInfo, ...overrides };
}
