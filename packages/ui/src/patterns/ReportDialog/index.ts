export { ReportDialog } from './ReportDialog';
export type { ReportDialogProps, ReportReasonOption } from './ReportDialog';
