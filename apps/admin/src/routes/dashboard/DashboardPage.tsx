import { marketDashboardDays, type MarketDashboard } from '@quotemarket/contract';
import { useMarketDashboard } from '@quotemarket/hooks';
import {
  Button,
  DescriptionList,
  EmptyState,
  ErrorFallback,
  formatDate,
  formatNumber,
  formatWon,
  Heading,
  PageSection,
  PageStack,
  SkeletonList,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '@quotemarket/ui';
import { AllInCostChart } from './AllInCostChart';
import { dashboardCsv, dashboardCsvName } from './dashboardCsv';
import { downloadText } from './downloadText';
import { RequestsPerDayChart } from './RequestsPerDayChart';
import { PageHeader } from '../../shared/pageLayout';

/** 42.5 → '42.5분', 180 → '3시간'; none yet → '—'. */
function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${formatNumber(Math.round(minutes * 10) / 10)}분`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

const formatShare = (share: number | null) =>
  share === null ? '—' : `${formatNumber(Math.round(share * 1000) / 10)}%`;

function summaryOf(dashboard: MarketDashboard) {
  return [
    { term: '견적 요청', description: `${formatNumber(dashboard.requests)}건`, emphasis: true },
    { term: '요청당 견적', description: `${formatNumber(dashboard.bidsPerRequest)}개` },
    {
      term: '첫 견적까지 (중앙값 · 90%)',
      description: `${formatMinutes(dashboard.firstBidMinutes.median)} · ${formatMinutes(dashboard.firstBidMinutes.p90)}`,
    },
    {
      term: '구매 신청으로 끝난 비율',
      description: `${formatShare(dashboard.selectionShare)} (끝난 요청 ${formatNumber(dashboard.endedRequests)}건 중 ${formatNumber(dashboard.selectedRequests)}건)`,
    },
    { term: '견적을 보낸 판매점', description: `${formatNumber(dashboard.activeDealers)}곳` },
  ];
}

function RequestsPerDayTable({ dashboard }: { dashboard: MarketDashboard }) {
  return (
    <Table caption="날짜별 견적 요청 수" density="compact">
      <TableHead>
        <TableRow>
          <TableHeaderCell>날짜</TableHeaderCell>
          {dashboard.categories.map((category) => (
            <TableHeaderCell key={category.id} align="end">
              {category.name}
            </TableHeaderCell>
          ))}
          <TableHeaderCell align="end">합계</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {dashboard.requestsByDay.map((day) => (
          <TableRow key={day.date}>
            <TableCell>{formatDate(`${day.date}T00:00:00+09:00`)}</TableCell>
            {dashboard.categories.map((category) => (
              <TableCell key={category.id} align="end">
                {formatNumber(
                  day.byCategory.find((entry) => entry.categoryId === category.id)?.count ?? 0,
                )}
              </TableCell>
            ))}
            <TableCell align="end">{formatNumber(day.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function AllInCostTable({ dashboard }: { dashboard: MarketDashboard }) {
  return (
    <Table caption="모델별 총 비용 중앙값" density="compact">
      <TableHead>
        <TableRow>
          <TableHeaderCell>모델</TableHeaderCell>
          <TableHeaderCell>카테고리</TableHeaderCell>
          <TableHeaderCell align="end">견적 수</TableHeaderCell>
          <TableHeaderCell align="end">총 비용 중앙값</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {dashboard.allInCostByModel.map((model) => (
          <TableRow key={model.productId}>
            <TableCell>{model.productName}</TableCell>
            <TableCell>{model.categoryName}</TableCell>
            <TableCell align="end">{formatNumber(model.bids)}</TableCell>
            <TableCell align="end">{formatWon(model.medianAllInCost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * `paths.dashboard()`, the console's home for every role: the market over the last 30 Korean
 * days, each chart beside a table of the same figures, and the whole as a CSV file.
 */
export function DashboardPage() {
  const dashboard = useMarketDashboard();
  const data = dashboard.data;

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>대시보드</Heading>
        <Button
          variant="outline"
          disabled={!data}
          onClick={() =>
            data &&
            downloadText(dashboardCsv(data), dashboardCsvName(data), 'text/csv;charset=utf-8')
          }
        >
          CSV 내려받기
        </Button>
      </PageHeader>
      <Text size="sm" tone="muted">
        {data
          ? `최근 ${marketDashboardDays}일 (${formatDate(`${data.from}T00:00:00+09:00`)} ~ ${formatDate(`${data.to}T00:00:00+09:00`)}, 한국 날짜) 동안 보낸 견적 요청으로 셌어요.`
          : `최근 ${marketDashboardDays}일 동안 보낸 견적 요청으로 세요.`}
      </Text>
      {dashboard.isPending ? (
        <SkeletonList count={4} label="대시보드를 불러오는 중" />
      ) : dashboard.isError ? (
        <ErrorFallback
          title="대시보드를 불러오지 못했어요"
          description={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <DescriptionList layout="grid" items={summaryOf(dashboard.data)} />
          <PageSection title="날짜별 견적 요청">
            {dashboard.data.requests === 0 ? (
              <EmptyState
                title="기간 안에 들어온 견적 요청이 없어요"
                description="구매자가 견적을 요청하면 날짜별로 보여 드려요."
              />
            ) : (
              <>
                <RequestsPerDayChart dashboard={dashboard.data} />
                <RequestsPerDayTable dashboard={dashboard.data} />
              </>
            )}
          </PageSection>
          <PageSection title="모델별 총 비용 중앙값">
            <Text size="sm" tone="muted">
              철회하지 않은 견적의 총 비용(구매자 앱이 견적을 고르는 기준)으로 셌어요.
            </Text>
            {dashboard.data.allInCostByModel.length === 0 ? (
              <EmptyState
                title="기간 안에 받은 견적이 없어요"
                description="판매점이 견적을 보내면 모델별로 보여 드려요."
              />
            ) : (
              <>
                <AllInCostChart dashboard={dashboard.data} />
                <AllInCostTable dashboard={dashboard.data} />
              </>
            )}
          </PageSection>
        </>
      )}
    </PageStack>
  );
}
