import type { Browser, Page } from '@playwright/test';
import { expect } from './test';

/*
 * The dealer console's way in for the browser tests: a window at counter-PC width signed in with a
 * demo store's account, and the bid form filled with every term the law asks a phone quote to state.
 */

export const demoStore = '역삼 종합통신·렌탈센터';
export const secondStore = '강남역 모바일센터';

/** The login page's demo button, '…으로 채우기' or '…로 채우기' as the store's name ends. */
export function fillButtonName(storeName: string): RegExp {
  return new RegExp(`^${storeName}(으로|로) 채우기$`);
}

/** A dealer's console in its own browser window at counter-PC width, signed in with a demo account. */
export async function openConsoleAs(
  browser: Browser,
  baseURL: string,
  storeName: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const consolePage = await context.newPage();
  await consolePage.goto('/seller/');
  await expect(consolePage).toHaveURL(/\/seller\/login$/);
  await expect(consolePage.getByRole('heading', { name: '견적마켓 파트너 로그인' })).toBeVisible();
  await consolePage.getByRole('button', { name: fillButtonName(storeName) }).click();
  await consolePage.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(consolePage.getByRole('heading', { name: '견적 요청', level: 1 })).toBeVisible();
  return consolePage;
}

/**
 * Fills the open request's phone bid form with every required term: both subsidies with who pays
 * them, the instalment and its interest, the plan with its required months, and an add-on with its
 * fee and months. Returns the all-in total the form shows, as the buyer will see it.
 */
export async function fillPhoneBid(dealer: Page): Promise<string> {
  await dealer.getByRole('textbox', { name: '공시지원금' }).fill('300000');
  await dealer
    .getByRole('radiogroup', { name: '공시지원금 지급 주체' })
    .getByRole('radio', { name: '통신사', exact: true })
    .check();
  await dealer.getByRole('textbox', { name: '추가지원금 (매장 지원금)' }).fill('150000');
  await dealer
    .getByRole('radiogroup', { name: '추가지원금 지급 주체' })
    .getByRole('radio', { name: '판매점', exact: true })
    .check();
  await dealer
    .getByRole('radiogroup', { name: '할부 개월' })
    .getByRole('radio', { name: '24개월' })
    .check();
  await dealer.getByRole('textbox', { name: '할부 이자 (월)' }).fill('0');
  await dealer.getByRole('textbox', { name: '요금제 (월)' }).fill('69000');
  await dealer.getByRole('textbox', { name: '요금제 유지 기간' }).fill('6');
  await dealer.getByRole('textbox', { name: '월 통신요금' }).fill('69000');
  await dealer
    .getByRole('radiogroup', { name: '약정 기간' })
    .getByRole('radio', { name: '24개월' })
    .check();
  await dealer.getByRole('button', { name: '부가서비스 추가' }).click();
  await dealer.getByRole('textbox', { name: '부가서비스 이름' }).fill('안심 보험');
  await dealer.getByRole('textbox', { name: '월 요금', exact: true }).fill('5000');
  await dealer.getByRole('textbox', { name: '유지 개월' }).fill('3');
  const total = dealer.locator('[data-qm="all-in-total"] strong');
  await expect(total).toContainText('원');
  return (await total.innerText()).trim();
}
