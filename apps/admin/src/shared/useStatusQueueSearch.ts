import { useSearchParams } from 'react-router-dom';

export interface StatusQueueSearch<Status extends string> {
  /** The status shown; `undefined` is 전체. */
  status: Status | undefined;
  page: number;
  /**
   * Puts another status or page in the address, so a link or a reload keeps it; the rest of the
   * address (the list's order) stays.
   */
  show: (next: { status: Status | undefined; page: number }) => void;
}

/**
 * A status queue's filter and page as they live in the address: without a `status` the queue
 * opens on `initial` (what waits for an operator), and `status=` (empty) is 전체.
 */
export function useStatusQueueSearch<Status extends string>(
  statuses: readonly Status[],
  initial: Status,
): StatusQueueSearch<Status> {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  return {
    status: asked === null ? initial : statuses.find((status) => status === asked),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
    show: (next) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set('status', next.status ?? '');
        params.set('page', String(next.page));
        return params;
      }),
  };
}
