// The operator console's enforcement: dealers suspended and reactivated, reports, review checks.
export { useAdminDealers, type AdminDealerFilter } from './useAdminDealers';
export { useAdminDealer } from './useAdminDealer';
export { useSuspendDealer } from './useSuspendDealer';
export { useReactivateDealer } from './useReactivateDealer';
export { useAdminReports, type AdminReportFilter } from './useAdminReports';
export { useAdminReport } from './useAdminReport';
export { useUpdateAdminReport, type ReportUpdate } from './useUpdateAdminReport';
export { useReviewChecks } from './useReviewChecks';
export { useDecideReviewCheck, type ReviewCheckDecision } from './useDecideReviewCheck';
