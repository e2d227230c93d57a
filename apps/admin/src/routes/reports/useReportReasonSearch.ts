import { useSearchParams } from 'react-router-dom';
import { reportReasons, type ReportReason } from '@quotemarket/contract';

/**
 * The report queue's 사유 filter as it lives in the address (`reason=`, absent for 전체), beside
 * the status and the order; a new reason starts at page 1.
 */
export function useReportReasonSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('reason');
  return {
    reason: reportReasons.find((reason) => reason === asked),
    show: (next: ReportReason | undefined) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('reason', next);
        else params.delete('reason');
        params.set('page', '1');
        return params;
      }),
  };
}
