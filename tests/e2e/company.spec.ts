import { expect, expectNoAxeViolations, test } from '../support/test';

// Who runs the service and how to reach them (issue 46, item 3): the company footer of document
// 001 on the guest's MY page, the privacy officer in the privacy policy, and a 1:1 문의 that a
// guest can send. The server runs without company configuration: the demo company's details.

test('a guest sees who runs the service, its privacy officer, and sends a 1:1 문의', async ({
  page,
}) => {
  const response = await page.goto('/my-nonmember');
  // The server's render has the details before any script: a search engine or a slow phone sees them.
  expect(await response?.text()).toContain('123-45-67891');
  const footer = page.getByRole('region', { name: '사업자 정보' });
  await expect(footer.getByRole('heading', { name: '견적마켓 주식회사' })).toBeVisible();
  await expect(footer).toContainText('사업자등록번호123-45-67891');
  await expect(footer).toContainText('통신판매중개자로서 통신판매의 당사자가 아니에요');
  await expect(footer.getByRole('link', { name: '1588-0000' })).toHaveAttribute(
    'href',
    'tel:15880000',
  );
  await expectNoAxeViolations(page);

  await footer.getByRole('link', { name: '개인정보 처리방침' }).click();
  await expect(page).toHaveURL(/\/terms\/privacy-policy$/);
  const policy = page.getByRole('article', { name: '개인정보 처리방침' });
  await expect(policy.getByText(/개인정보 보호책임자: 이보호/)).toBeVisible();
  await expect(policy).not.toContainText('고객 문의 창구');
  await expectNoAxeViolations(page);

  await policy.getByRole('link', { name: '1:1 문의' }).click();
  await expect(page).toHaveURL(/\/inquiry$/);
  const form = page.getByRole('form', { name: '1:1 문의' });
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(form.getByText('문의 유형을 선택해 주세요.')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('radio', { name: '서비스 이용' }).click();
  await form
    .getByRole('textbox', { name: /문의 내용/ })
    .fill('견적 요청을 보낸 뒤에 상품을 바꿀 수 있나요?');
  await form.getByRole('textbox', { name: /답변받을 이메일/ }).fill('guest@example.com');
  await form.getByRole('checkbox', { name: /이메일 수집·이용에 동의해요/ }).click();
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByText('문의를 접수했어요')).toBeVisible();
  await expect(page.getByText(/답변은 남겨 주신 이메일로 보내 드려요/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the home page ends with the company footer, rendered by the server', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.text()).toContain('통신판매중개자');
  await expect(
    page.getByRole('region', { name: '사업자 정보' }).getByRole('link', { name: '1:1 문의' }),
  ).toHaveAttribute('href', '/inquiry');
});
