import type { APIRequestContext } from '@playwright/test';
import { dataOf, demoBuyerToken, openRequestsOfDemoBuyer } from '../support/api';
import { loginAsDemoBuyer } from '../support/buyer';
import { openConsole, signInAs } from '../support/operator';
import { expect, expectNoAxeViolations, test } from '../support/test';

/*
 * Keeping the market honest against the started product: a buyer reports a dealer that quoted on
 * their request, a 운영자 works the report through to 판매점 경고 in the console, suspends the
 * dealer with a reason (the buyer sees its quote withdrawn and the report's outcome in 신고 내역)
 * and reactivates it; a 조회 전용 operator sees the same screens without a write.
 */

/**
 * The demo buyer reports a store that quoted on one of their open requests — not the demo store,
 * whose console other tests read. Answers the store's name and the request its quote stands on.
 */
async function buyerReportsADealer(request: APIRequestContext, content: string) {
  const token = await demoBuyerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  for (const quotation of await openRequestsOfDemoBuyer(request, token)) {
    const bids = await dataOf<{ list: Array<{ sellerId: number; storeName: string }> }>(
      await request.get('/api/v2/quotation-list/estimations-by-quotation', {
        headers,
        params: { quotationId: quotation.quotationId },
      }),
    );
    const bid = bids.list.find((candidate) => candidate.storeName !== '역삼 종합통신·렌탈센터');
    if (!bid) continue;
    await dataOf(
      await request.post('/api/v1/seller-report', {
        headers,
        data: { sellerId: bid.sellerId, productId: quotation.productId, content },
      }),
    );
    return {
      storeName: bid.storeName,
      quotationId: quotation.quotationId,
      productId: quotation.productId,
    };
  }
  throw new Error('No open request of the demo buyer has a quote from another store');
}

test('a 운영자 resolves a buyer’s report with 판매점 경고 and suspends and reactivates a dealer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const content = `e2e 신고 ${Date.now()}: 견적과 다른 요금제를 권했어요.`;
  const ops = await openConsole(browser, baseURL);
  const reported = await buyerReportsADealer(ops.request, content);
  const { storeName } = reported;
  await signInAs(ops, 'OPERATOR');

  const nav = ops.getByRole('navigation', { name: '운영 메뉴' });
  await nav.getByRole('link', { name: '신고' }).click();
  await expect(ops.getByRole('combobox', { name: '상태' })).toHaveValue('RECEIVED');
  const row = ops.getByRole('row').filter({ hasText: content });
  await expectNoAxeViolations(ops);
  await row.getByRole('link', { name: /자세히 보기$/ }).click();

  await expect(ops.getByText(content)).toBeVisible();
  await ops.getByRole('button', { name: '검토 시작' }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText('검토 중');
  await ops.getByRole('button', { name: '조치 완료' }).click();
  const resolve = ops.getByRole('dialog', { name: /조치 완료$/ });
  await expect(resolve.getByRole('combobox', { name: '조치' })).toHaveValue('WARN');
  await resolve.getByRole('textbox', { name: '운영 메모 (선택)' }).fill('통화로 확인했어요.');
  await resolve.getByRole('button', { name: '조치 완료하기' }).click();
  await expect(resolve.getByText('신고를 조치 완료했어요.')).toBeVisible();
  await resolve.getByRole('button', { name: '닫기' }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText('조치 완료');
  const history = ops.getByRole('table', { name: '이 신고의 처리 기록' });
  await expect(history.getByText('신고 조치 완료')).toBeVisible();
  await expectNoAxeViolations(ops);

  // The dealer, from the report's link: its warning is in its record.
  await ops.getByRole('link', { name: storeName }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText(storeName);
  const record = ops.getByRole('table', { name: '이 판매점의 운영 기록' });
  await expect(record.getByText('판매점 경고')).toBeVisible();

  await ops.getByRole('button', { name: '이용 정지' }).click();
  const suspend = ops.getByRole('dialog', { name: `${storeName} 이용 정지` });
  await suspend.getByRole('button', { name: '이용 정지하기' }).click();
  await expect(suspend.getByText('사유를 입력해 주세요.')).toBeVisible();
  await suspend.getByRole('textbox', { name: '정지 사유' }).fill('e2e: 경고 뒤에도 같은 신고');
  await suspend.getByRole('button', { name: '이용 정지하기' }).click();
  await expect(suspend.getByRole('status')).toContainText('이용을 정지했어요');
  await expectNoAxeViolations(ops);
  await suspend.getByRole('button', { name: '닫기' }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText('이용 정지');
  await expect(ops.getByText('사유: e2e: 경고 뒤에도 같은 신고')).toBeVisible();

  // The buyer's side: the suspended store's open quote is withdrawn in place, not gone, and
  // 신고 내역 tells what the operators did.
  const buyer = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    })
  ).newPage();
  await loginAsDemoBuyer(buyer);
  await buyer.goto(`/check-quotation-details/${reported.quotationId}/${reported.productId}`);
  await expect(
    buyer.locator('[data-qm="bidder-card"]').filter({ hasText: storeName }),
  ).toContainText('판매점 사정으로 철회된 견적이에요');
  await expectNoAxeViolations(buyer);
  await buyer.goto('/my-reports');
  const myReport = buyer.getByRole('article').filter({ hasText: content });
  await expect(myReport).toContainText('조치 완료');
  await expect(myReport).toContainText('신고를 확인하고 판매점에 경고했어요.');
  await expectNoAxeViolations(buyer);
  await buyer.context().close();

  await ops.getByRole('button', { name: '이용 정지 풀기' }).click();
  const lift = ops.getByRole('dialog', { name: `${storeName} 이용 정지 풀기` });
  await lift.getByRole('textbox', { name: '해제 사유' }).fill('e2e: 소명 확인');
  await lift.getByRole('button', { name: '정지 풀기' }).click();
  await expect(lift.getByRole('status')).toContainText('이용 정지를 풀었어요');
  await lift.getByRole('button', { name: '닫기' }).click();
  await expect(ops.getByRole('heading', { level: 1 })).toContainText('활동 중');

  // Found again in the list by its name, on the server.
  await nav.getByRole('link', { name: '판매점' }).click();
  await ops.getByRole('textbox', { name: '상호, 이메일, 사업자등록번호' }).fill(storeName);
  await ops.getByRole('button', { name: '찾기' }).click();
  await expect(ops.getByRole('link', { name: storeName })).toBeVisible();
  await expect(ops.getByText('총 1곳 · 1/1 페이지')).toBeVisible();
  await ops.context().close();
});

test('a 조회 전용 operator reads the enforcement screens without a write', async ({
  browser,
  baseURL,
}) => {
  const viewer = await openConsole(browser, baseURL);
  await signInAs(viewer, 'VIEWER');
  const nav = viewer.getByRole('navigation', { name: '운영 메뉴' });

  await nav.getByRole('link', { name: '판매점' }).click();
  await viewer.getByRole('table').getByRole('link').first().click();
  await expect(viewer.getByRole('heading', { name: '판매점 정보' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: /이용 정지/ })).toHaveCount(0);
  await expectNoAxeViolations(viewer);

  await nav.getByRole('link', { name: '후기 검토' }).click();
  await expect(viewer.getByRole('heading', { name: '후기 검토', level: 1 })).toBeVisible();
  await expect(viewer.getByRole('button', { name: '유지' })).toHaveCount(0);
  await expectNoAxeViolations(viewer);
  await viewer.context().close();
});
