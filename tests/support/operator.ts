import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './test';

/*
 * The operator console's way in for the browser tests: a window of its own at desktop width, and
 * the sign-in of a demo operator of a role with its authenticator's code of the moment.
 */

export type Role = 'ADMIN' | 'OPERATOR' | 'VIEWER';
const roleLabels: Record<Role, string> = {
  ADMIN: '관리자',
  OPERATOR: '운영자',
  VIEWER: '조회 전용',
};

interface DemoOperator {
  email: string;
  password: string;
  name: string;
  role: Role;
  code: string;
}

/** The development server's demo operators, each with its authenticator's code of the moment. */
async function demoOperators(request: APIRequestContext): Promise<DemoOperator[]> {
  const response = await request.get('/api/v2/admin/auth/demo-accounts');
  if (!response.ok()) throw new Error(`demo operators answered ${response.status()}`);
  return ((await response.json()) as { data: DemoOperator[] }).data;
}

/** The console in a browser window of its own at desktop width. */
export async function openConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return context.newPage();
}

/** Signs in as the demo operator of a role: its fill button, then the code the test computes. */
export async function signInAs(page: Page, role: Role) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: '견적마켓 운영 콘솔 로그인' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('button', { name: new RegExp(`^${roleLabels[role]}(으로|로) 채우기$`) })
    .click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { name: '인증 코드 확인' })).toBeVisible();
  await expectNoAxeViolations(page);
  const operator = (await demoOperators(page.request)).find((demo) => demo.role === role);
  if (!operator) throw new Error(`no demo ${role}`);
  await page.getByRole('textbox', { name: '인증 코드' }).fill(operator.code);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(page.getByText(`${operator.name} · ${roleLabels[role]}`)).toBeVisible();
  return operator;
}
