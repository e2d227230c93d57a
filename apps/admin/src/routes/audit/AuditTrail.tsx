import { useState } from 'react';
import { auditActionLabels, type AuditTargetType } from '@quotemarket/contract';
import { useAuditLog } from '@quotemarket/hooks';
import {
  ErrorFallback,
  formatDateTime,
  Pagination,
  SkeletonList,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '@quotemarket/ui';

/**
 * What operators did to one thing (a dealer's 경고, 정지 and 해제; a report's steps), newest first,
 * from the audit log: the detail answers leave their history to the log.
 */
export function AuditTrail({
  targetType,
  targetId,
  caption,
  empty,
}: {
  targetType: AuditTargetType;
  targetId: number;
  caption: string;
  /** What an empty trail says: a short line, as the trail sits at the foot of a detail page. */
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ targetType, targetId }, { page });
  if (log.isPending) return <SkeletonList count={3} label="운영 기록을 불러오는 중" />;
  if (log.isError) {
    return (
      <ErrorFallback
        title="운영 기록을 불러오지 못했어요"
        description={log.error.message}
        onRetry={() => void log.refetch()}
      />
    );
  }
  if (log.data.list.length === 0) {
    return <Text tone="muted">{empty}</Text>;
  }
  return (
    <>
      <Table caption={caption} hideCaption density="compact" aria-busy={log.isPlaceholderData}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>시각 (KST)</TableHeaderCell>
            <TableHeaderCell>운영자</TableHeaderCell>
            <TableHeaderCell>한 일</TableHeaderCell>
            <TableHeaderCell>사유</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {log.data.list.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>{entry.operator.name}</TableCell>
              <TableCell>{auditActionLabels[entry.action]}</TableCell>
              <TableCell>{entry.reason ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {log.data.totalPages > 1 && (
        <Pagination
          page={page}
          pageCount={log.data.totalPages}
          label="운영 기록 페이지"
          disabled={log.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
