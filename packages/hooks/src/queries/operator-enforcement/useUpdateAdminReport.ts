import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminReport, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { refreshAfterEnforcement } from './refreshAfterEnforcement';

/** A report's next step: 검토 중, 조치 완료 with its action, or 기각 with a note. */
export type ReportUpdate = EndpointBody<typeof updateAdminReport>;

/** Moves a report on; the answer is the report as it now stands. */
export function useUpdateAdminReport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, update }: { reportId: number; update: ReportUpdate }) =>
      client.call(updateAdminReport, { params: { id: reportId }, body: update }),
    onSuccess: (report) => {
      queryClient.setQueryData(queryKeys.operator.enforcement.reports.detail(report.id), report);
      return refreshAfterEnforcement(queryClient);
    },
  });
}
