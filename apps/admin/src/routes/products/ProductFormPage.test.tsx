import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  createAdminProduct,
  getAdminProduct,
  listAdminCategories,
  listAdminProducts,
  setAdminProductVisibility,
  updateAdminProduct,
  type AdminProduct,
} from '@quotemarket/contract';
import {
  adminCategoryTree,
  adminProduct,
  adminProductListItem,
  listPage,
} from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../../testing/renderAdmin';

const server = setupMswServer();

// Every form asks for the 세부 분류 choices.
beforeEach(() => server.use(mockEndpoint(listAdminCategories, adminCategoryTree()).handler));

// The first screens of a file load the page's chunk cold and run axe over the whole screen: with the
// whole console's tests beside them on two cores that is more than the console's 20 s.

/** The catalogue's one product as the server keeps it, changed by the writes it is sent. */
function serveProduct(initial: AdminProduct) {
  let product = initial;
  const update = mockEndpoint(updateAdminProduct, (call) => {
    product = { ...product, ...(call.body as object) };
    return product;
  });
  const visibility = mockEndpoint(setAdminProductVisibility, (call) => {
    product = { ...product, ...(call.body as { isActive: boolean }) };
    return product;
  });
  server.use(
    mockEndpoint(getAdminProduct, () => product).handler,
    mockEndpoint(listAdminProducts, () =>
      listPage([
        adminProductListItem(product.id, { price: product.price, isActive: product.isActive }),
      ]),
    ).handler,
    update.handler,
    visibility.handler,
  );
  return { update, visibility };
}

describe('EditProductPage', () => {
  it('saves an edited price, and the list shows it', { timeout: 45_000 }, async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const { update } = serveProduct(adminProduct(3));
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.product(3)] });

    const price = await screen.findByRole('textbox', { name: '출고가' }, { timeout: 10_000 });
    expect(price).toHaveValue('1,254,000');
    expect(screen.getByRole('region', { name: '공시지원금' })).toBeVisible();
    expect(screen.queryByRole('region', { name: '인터넷 요금제' })).toBeNull();
    await expectNoAxeViolations();

    await user.clear(price);
    await user.type(price, '1100000');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(update.calls).toHaveLength(1));
    expect(update.calls[0]?.body).toMatchObject({ price: 1_100_000, name: '갤럭시 S26 3' });
    expect(await screen.findByText('저장할 변경 사항이 없어요.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: '상품 목록' }));
    // The list's chunk (its table library included) loads cold here.
    const row = await screen.findByRole('row', { name: /갤럭시 S26 3/ }, { timeout: 15_000 });
    expect(within(row).getByText('1,100,000원')).toBeVisible();
  });

  it('asks before hiding a product, then shows it hidden', async () => {
    serveOperatorMe(server, { role: 'ADMIN' });
    const { visibility } = serveProduct(adminProduct(3));
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.product(3)] });

    await user.click(await screen.findByRole('button', { name: '숨기기' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: '이 상품을 숨길까요?' });
    expect(visibility.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '숨기기' }));
    await waitFor(() => expect(visibility.calls[0]?.body).toEqual({ isActive: false }));
    expect(await screen.findByText('숨김')).toBeVisible();
    expect(screen.getByRole('button', { name: '다시 보이기' })).toBeVisible();
  });

  it('saves a chosen 세부 분류, listing only the main category’s own', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const { update } = serveProduct(adminProduct(3, { categoryId2: null }));
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.product(3)] });

    const sub = await screen.findByRole('combobox', { name: '세부 분류' }, { timeout: 10_000 });
    await waitFor(() => expect(sub).toBeEnabled());
    expect(sub).toHaveDisplayValue('선택 안 함');
    const labels = () =>
      within(screen.getByRole('combobox', { name: '세부 분류' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels()).toEqual(['선택 안 함', '삼성 갤럭시', '애플 아이폰']);

    await user.selectOptions(sub, '애플 아이폰');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(update.calls).toHaveLength(1));
    expect(update.calls[0]?.body).toMatchObject({ categoryId1: 1, categoryId2: 102 });

    // Another main category: its own choices, and the old 세부 분류 is cleared.
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), '생활가전');
    expect(labels()).toEqual(['선택 안 함', '공기청정기', '비데']);
    expect(screen.getByRole('combobox', { name: '세부 분류' })).toHaveDisplayValue('선택 안 함');
    await user.selectOptions(screen.getByRole('combobox', { name: '카테고리' }), '인터넷');
    expect(screen.getByRole('combobox', { name: '세부 분류' })).toBeDisabled();
    expect(labels()).toEqual(['세부 분류 없음']);
  });

  it('shows the server’s 세부 분류 refusal beside the field', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    server.use(
      mockEndpoint(getAdminProduct, adminProduct(3)).handler,
      // The API's refusal of a body: its message and, under `data`, each field's.
      mockEndpoint(updateAdminProduct, () =>
        HttpResponse.json(
          {
            status_code: 400,
            message: catalogueMessages.subCategoryMismatch,
            data: { categoryId2: catalogueMessages.subCategoryMismatch },
          },
          { status: 400 },
        ),
      ).handler,
    );
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.product(3)] });

    await user.type(
      await screen.findByRole('textbox', { name: '상품명' }, { timeout: 10_000 }),
      ' 플러스',
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '세부 분류' })).toHaveAccessibleDescription(
        catalogueMessages.subCategoryMismatch,
      ),
    );
    expect(screen.getByRole('combobox', { name: '카테고리' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the product’s 세부 분류 when the choices cannot be read', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const { update } = serveProduct(adminProduct(3));
    server.use(
      mockEndpoint(listAdminCategories, () => apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'))
        .handler,
    );
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.product(3)] });

    const sub = await screen.findByRole('combobox', { name: '세부 분류' }, { timeout: 10_000 });
    await waitFor(() => expect(sub).toHaveDisplayValue('불러오지 못했어요'));
    expect(sub).toBeDisabled();
    expect(sub).toHaveAccessibleDescription(
      '새로고침해 주세요. 저장해도 지금의 세부 분류는 그대로예요.',
    );
    await user.type(screen.getByRole('textbox', { name: '상품명' }), ' 플러스');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(update.calls[0]?.body).toMatchObject({ categoryId2: 101 }));
  });

  it('lets a 조회 전용 operator read the product but change nothing', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    serveProduct(adminProduct(3));
    renderAdmin({ entries: [paths.product(3)] });

    expect(
      await screen.findByRole('textbox', { name: '상품명' }, { timeout: 10_000 }),
    ).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: '카테고리' })).toBeDisabled();
    const sub = screen.getByRole('combobox', { name: '세부 분류' });
    await waitFor(() => expect(sub).toHaveDisplayValue('삼성 갤럭시'));
    expect(sub).toBeDisabled();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '숨기기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '지원금 추가' })).toBeNull();
  });
});

describe('NewProductPage', () => {
  it(
    'refuses a phone whose subsidies overlap, in Korean, before sending it',
    { timeout: 45_000 },
    async () => {
      serveOperatorMe(server, { role: 'OPERATOR' });
      const create = mockEndpoint(createAdminProduct, adminProduct(12));
      server.use(create.handler);
      const user = userEvent.setup();
      renderAdmin({ entries: [paths.newProduct()] });

      await user.type(
        await screen.findByRole('textbox', { name: '상품명' }, { timeout: 10_000 }),
        '갤럭시 S26',
      );
      await user.type(screen.getByRole('textbox', { name: '출고가' }), '1254000');
      for (const from of ['2026-12-01', '2026-12-15']) {
        await user.click(screen.getByRole('button', { name: '지원금 추가' }));
        const row = screen.getAllByRole('group', { name: /^공시지원금 \d$/ }).at(-1)!;
        await user.type(within(row).getByRole('textbox', { name: '요금제' }), '5GX 프라임');
        await user.type(within(row).getByRole('textbox', { name: '지원금' }), '500000');
        await user.type(within(row).getByLabelText('적용 시작일'), from);
      }
      await user.click(screen.getByRole('button', { name: '등록' }));

      expect(await screen.findByText(catalogueMessages.subsidyOverlap)).toBeVisible();
      expect(create.calls).toHaveLength(0);
      await expectNoAxeViolations();

      // Another plan for the second period: the message goes as the edit is made.
      const second = screen.getByRole('group', { name: '공시지원금 2' });
      await user.type(within(second).getByRole('textbox', { name: '요금제' }), ' 플러스');
      expect(screen.queryByText(catalogueMessages.subsidyOverlap)).toBeNull();
      await user.click(screen.getByRole('button', { name: '등록' }));
      await waitFor(() => expect(create.calls).toHaveLength(1));
    },
  );

  it('shows what the server refused, then opens the new product once it is created', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    let refuse = true;
    const create = mockEndpoint(createAdminProduct, () =>
      refuse ? apiErrorResponse(409, '같은 이름의 상품이 이미 있어요.') : adminProduct(12),
    );
    server.use(create.handler, mockEndpoint(getAdminProduct, adminProduct(12)).handler);
    const user = userEvent.setup();
    const { router } = renderAdmin({ entries: [paths.newProduct()] });

    await user.type(
      await screen.findByRole('textbox', { name: '상품명' }, { timeout: 10_000 }),
      '갤럭시 S26',
    );
    await user.type(screen.getByRole('textbox', { name: '출고가' }), '1254000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('같은 이름의 상품이 이미 있어요.')).toBeVisible();

    refuse = false;
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.product(12)));
    expect(create.calls.at(-1)?.body).toMatchObject({ name: '갤럭시 S26', price: 1_254_000 });
  });

  it('asks each kind for its own price: a 월 렌탈료 only for rentals', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const create = mockEndpoint(createAdminProduct, adminProduct(12));
    server.use(create.handler, mockEndpoint(getAdminProduct, adminProduct(12)).handler);
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.newProduct()] });
    const category = await screen.findByRole('combobox', { name: '카테고리' }, { timeout: 10_000 });
    const field = (name: string) => screen.queryByRole('textbox', { name });

    expect(field('출고가')).toBeVisible();
    expect(field('월 렌탈료')).toBeNull();
    await user.selectOptions(category, '정수기');
    expect(field('일시불 가격')).toBeVisible();
    expect(field('출고가')).toBeNull();
    await user.type(field('월 렌탈료')!, '29900');
    await user.selectOptions(category, '인터넷');
    expect(field('월 요금')).toBeVisible();
    expect(field('월 렌탈료')).toBeNull();

    // A fee typed for a rental is not sent once the product is a phone again.
    await user.selectOptions(category, '휴대폰');
    await user.type(screen.getByRole('textbox', { name: '상품명' }), '갤럭시 S26');
    await user.type(screen.getByRole('textbox', { name: '출고가' }), '1254000');
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(create.calls).toHaveLength(1));
    expect(create.calls[0]?.body).toMatchObject({ categoryId1: 1, rentalFee: null });
  });

  it('asks before leaving with unsaved edits', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    server.use(mockEndpoint(listAdminProducts, listPage([])).handler);
    const user = userEvent.setup();
    const { router } = renderAdmin({ entries: [paths.newProduct()] });

    await user.type(
      await screen.findByRole('textbox', { name: '상품명' }, { timeout: 10_000 }),
      '갤럭시',
    );
    await user.click(screen.getByRole('link', { name: '상품 목록' }));
    const dialog = await screen.findByRole('alertdialog', { name: '저장하지 않고 나갈까요?' });
    expect(router.state.location.pathname).toBe(paths.newProduct());
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.products()));
  });
});
