import { styled } from 'styled-components';
import { reportOutcomeText, reportStatusLabels, type MyReport } from '@quotemarket/contract';
import { Badge, formatDate, Heading, Text, vars } from '@quotemarket/ui';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > time {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

const ReportText = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Outcome = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

const finished = new Set<MyReport['status']>(['RESOLVED', 'DISMISSED']);

/** One of the buyer's reports: the store, what was reported, where it stands and its outcome. */
export function MyReportCard({ report }: { report: MyReport }) {
  const headingId = `my-report-${report.id}`;
  return (
    <Card aria-labelledby={headingId} data-report-id={report.id} data-status={report.status}>
      <Meta>
        <Badge tone={finished.has(report.status) ? 'primary' : 'neutral'}>
          {reportStatusLabels[report.status]}
        </Badge>
        <Text as="span" size="xs" tone="subtle">
          <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
        </Text>
      </Meta>
      <Heading level={2} size="sm" id={headingId}>
        {report.storeName}
      </Heading>
      {report.productName && (
        <Text as="p" size="xs" tone="subtle">
          {report.productName}
        </Text>
      )}
      <ReportText>{report.content}</ReportText>
      <Outcome data-part="outcome">{reportOutcomeText(report.status, report.action)}</Outcome>
    </Card>
  );
}
