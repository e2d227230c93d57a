import { describe, expect, it } from 'vitest';
import { marketDashboard } from '@quotemarket/contract/testing';
import { dashboardCsv, dashboardCsvName } from './dashboardCsv';

describe('dashboardCsv', () => {
  it('starts with a byte-order mark so Excel reads the Korean, and gives every figure', () => {
    const csv = dashboardCsv(marketDashboard());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('기간,2026-11-07 ~ 2026-12-06');
    expect(lines).toContain('구매 신청 비율(%),45.0');
    expect(lines).toContain('첫 견적까지 p90(분),180');
    expect(lines).toContain('날짜,휴대폰,렌탈,합계');
    expect(lines).toContain('2026-11-08,1,1,2');
    expect(lines).toContain('갤럭시 S26,휴대폰,60,1320000');
  });

  it('quotes a field that holds a comma or a quote, and leaves a missing figure empty', () => {
    const csv = dashboardCsv(
      marketDashboard({
        selectionShare: null,
        allInCostByModel: [
          {
            productId: 1,
            productName: '갤럭시 "울트라", 512GB',
            categoryName: '휴대폰',
            bids: 2,
            medianAllInCost: 10,
          },
        ],
      }),
    );
    expect(csv).toContain('구매 신청 비율(%),\r\n');
    expect(csv).toContain('"갤럭시 ""울트라"", 512GB",휴대폰,2,10');
  });

  it('names the file after its period', () => {
    expect(dashboardCsvName(marketDashboard())).toBe('견적마켓-대시보드-2026-11-07-2026-12-06.csv');
  });
});
