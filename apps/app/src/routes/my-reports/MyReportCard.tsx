import { styled } from 'styled-components';
import {
  reportOutcomeText,
  reportReasonLabels,
  reportStatusLabels,
  type MyReport,
} from '@quotemarket/contract';
import { Badge, formatDate, Heading, Text, vars } from '@quotemarket/ui';
import { MyHistoryCard, MyHistoryMeta, MyHistoryText } from '../../shared/MyHistoryCard';

const Outcome = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

const finished = new Set<MyReport['status']>(['RESOLVED', 'DISMISSED']);

/** One of the buyer's reports: the store, why and what was reported, where it stands and its outcome. */
export function MyReportCard({ report }: { report: MyReport }) {
  const headingId = `my-report-${report.id}`;
  return (
    <MyHistoryCard
      aria-labelledby={headingId}
      data-report-id={report.id}
      data-status={report.status}
    >
      <MyHistoryMeta>
        <Badge tone={finished.has(report.status) ? 'primary' : 'neutral'}>
          {reportStatusLabels[report.status]}
        </Badge>
        <Text as="span" size="xs" tone="subtle">
          <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </Text>
      </MyHistoryMeta>
      <Heading level={2} size="sm" id={headingId}>
        {report.storeName}
      </Heading>
      {report.productName && (
        <Text as="p" size="xs" tone="subtle">
          {report.productName}
        </Text>
      )}
      <Text as="p" size="sm" data-part="reason">
        신고 사유 · {reportReasonLabels[report.reason]}
      </Text>
      <MyHistoryText>{report.content}</MyHistoryText>
      <Outcome data-part="outcome">{reportOutcomeText(report.status, report.action)}</Outcome>
    </MyHistoryCard>
  );
}
