import { useSearchParams } from 'react-router-dom';
import {
  anyReportReasons,
  reportKinds,
  type AnyReportReason,
  type ReportKind,
} from '@quotemarket/contract';

/** One filter of the address: its known values only, absent for 전체. */
function filterOf<Value extends string>(
  searchParams: URLSearchParams,
  name: string,
  known: readonly Value[],
): Value | undefined {
  const asked = searchParams.get(name);
  return known.find((value) => value === asked);
}

/**
 * The report queue's 종류 and 사유 filters as they live in the address (`kind=`, `reason=`, absent
 * for 전체), beside the status and the order; a new filter starts at page 1.
 */
export function useReportFilterSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = (name: 'kind' | 'reason', next: string | undefined) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set(name, next);
      else params.delete(name);
      params.set('page', '1');
      return params;
    });
  return {
    kind: filterOf(searchParams, 'kind', reportKinds),
    reason: filterOf(searchParams, 'reason', anyReportReasons),
    showKind: (next: ReportKind | undefined) => show('kind', next),
    showReason: (next: AnyReportReason | undefined) => show('reason', next),
  };
}
