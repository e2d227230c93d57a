import type { MarketDashboard } from '@quotemarket/contract';

/**
 * Excel opens a CSV as the machine's code page unless it starts with a byte-order mark: with it,
 * Korean reads as Korean.
 */
const utf8Bom = '\uFEFF';

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const row = (values: (string | number | null)[]) => values.map(field).join(',');

/** 0.45 → '45.0' (per cent, one decimal); null stays empty. */
const percent = (share: number | null) => (share === null ? null : (share * 100).toFixed(1));

/**
 * The dashboard's figures as one CSV file, in the order the page shows them: the summary, the
 * requests per day by category, and the median all-in cost by model. Plain numbers (no 원, no
 * commas), so a spreadsheet can add them up.
 */
export function dashboardCsv(dashboard: MarketDashboard): string {
  const lines = [
    row(['기간', `${dashboard.from} ~ ${dashboard.to}`]),
    '',
    row(['지표', '값']),
    row(['견적 요청 수', dashboard.requests]),
    row(['견적 수', dashboard.bids]),
    row(['요청당 견적 수', dashboard.bidsPerRequest]),
    row(['첫 견적까지 중앙값(분)', dashboard.firstBidMinutes.median]),
    row(['첫 견적까지 p90(분)', dashboard.firstBidMinutes.p90]),
    row(['끝난 요청 수', dashboard.endedRequests]),
    row(['구매 신청으로 끝난 요청 수', dashboard.selectedRequests]),
    row(['구매 신청 비율(%)', percent(dashboard.selectionShare)]),
    row(['활동 판매점 수', dashboard.activeDealers]),
    '',
    row(['날짜', ...dashboard.categories.map((category) => category.name), '합계']),
    ...dashboard.requestsByDay.map((day) =>
      row([
        day.date,
        ...dashboard.categories.map(
          (category) =>
            day.byCategory.find((entry) => entry.categoryId === category.id)?.count ?? 0,
        ),
        day.total,
      ]),
    ),
    '',
    row(['모델', '카테고리', '견적 수', '총 비용 중앙값(원)']),
    ...dashboard.allInCostByModel.map((model) =>
      row([model.productName, model.categoryName, model.bids, model.medianAllInCost]),
    ),
  ];
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

/** The file's name: the period it covers. */
export function dashboardCsvName(dashboard: MarketDashboard): string {
  return `견적마켓-대시보드-${dashboard.from}-${dashboard.to}.csv`;
}
