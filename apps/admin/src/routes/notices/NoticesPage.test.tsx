import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentMessages } from '@quotemarket/contract';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderAdminOnRealApi, startRealApi } from '../../testing/realApi';

const api = startRealApi();

/** Room for the real API's first answers on a busy machine. */
const slow = { timeout: 10_000 };

describe('NoticesPage', () => {
  it('lists the seeded notices with their state, and filters by state on the server', async () => {
    const user = userEvent.setup();
    await renderAdminOnRealApi(api, 'OPERATOR', { entries: [paths.notices()] });

    const link = await screen.findByRole('link', { name: '서비스 이용약관 개정 안내' }, slow);
    expect(link.getAttribute('href')).toMatch(/^\/notices\/\d+$/);
    expect(screen.getAllByText('게시 중').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '공지 쓰기' })).toHaveAttribute(
      'href',
      paths.newNotice(),
    );
    await expectNoAxeViolations();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '예약');
    expect(await screen.findByText('조건에 맞는 공지가 없어요', {}, slow)).toBeVisible();
  });

  it('orders by a column from its header on the server, keeping the filter and the order in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminOnRealApi(api, 'VIEWER', { entries: [paths.notices()] });
    await screen.findByRole('link', { name: '서비스 이용약관 개정 안내' }, slow);
    const firstTitle = () =>
      within(screen.getByRole('table', { name: '공지사항' })).getAllByRole('link')[0];

    const edited = screen.getByRole('columnheader', { name: '수정 시각 (KST)' });
    expect(edited).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '분류' })).not.toContainElement(
      screen.queryByRole('button', { name: '분류' }),
    );

    await user.click(screen.getByRole('button', { name: '제목' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=asc&page=1'));
    await waitFor(
      () => expect(firstTitle()).toHaveTextContent('개인정보 처리방침 변경 안내'),
      slow,
    );
    expect(screen.getByRole('columnheader', { name: '제목' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(edited).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: '제목' }));
    await waitFor(
      () => expect(firstTitle()).toHaveTextContent('휴대폰 본인인증 절차 개선 안내'),
      slow,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '게시 중');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=published&sort=title&order=desc&page=1'),
    );
  });

  it('offers a 조회 전용 operator no writing', async () => {
    await renderAdminOnRealApi(api, 'VIEWER', { entries: [paths.notices()] });
    await screen.findByRole('link', { name: '서비스 이용약관 개정 안내' }, slow);
    expect(screen.queryByRole('link', { name: '공지 쓰기' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('link', { name: '서비스 이용약관 개정 안내' }));
    expect(await screen.findByRole('textbox', { name: '제목' }, slow)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(screen.queryByRole('button', { name: '게시 중단' })).toBeNull();
  });
});

describe('NoticeEditorPage', () => {
  it('writes a draft, previews it as the server sanitised it, publishes it and takes it down', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminOnRealApi(api, 'ADMIN', { entries: [paths.newNotice()] });

    await user.click(await screen.findByRole('button', { name: '임시 저장' }, slow));
    expect(screen.getByText(contentMessages.titleRequired)).toBeVisible();
    expect(screen.getByText(contentMessages.contentRequired)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: '제목' }), '설 연휴 배송 안내');
    fireEvent.change(screen.getByRole('textbox', { name: /내용 \(HTML\)/ }), {
      target: { value: '<p>연휴에도 견적은 받아요.</p><script>alert("x")</script>' },
    });
    await user.click(screen.getByRole('button', { name: '임시 저장' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/notices\/\d+$/), slow);
    const preview = await screen.findByTestId('buyer-preview', {}, slow);
    expect(within(preview).getByRole('heading', { name: '설 연휴 배송 안내' })).toBeVisible();
    expect(within(preview).getByText('연휴에도 견적은 받아요.')).toBeVisible();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).not.toContain('alert');
    // The editor shows what was kept, so the operator sees the script went.
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: /내용 \(HTML\)/ }).value,
    ).not.toContain('<script');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: '게시' }));
    const confirm = await screen.findByRole('alertdialog', { name: '지금 게시할까요?' });
    await user.click(within(confirm).getByRole('button', { name: '게시하기' }));
    expect(await screen.findByRole('button', { name: '게시 중단' }, slow)).toBeVisible();
    expect(screen.getByText('게시 중')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '게시 중단' }));
    const takeDown = await screen.findByRole('alertdialog', { name: '게시를 중단할까요?' });
    await user.click(within(takeDown).getByRole('button', { name: '게시 중단하기' }));
    expect(await screen.findByRole('button', { name: '게시' }, slow)).toBeVisible();
    expect(screen.getAllByText('임시 저장').length).toBeGreaterThan(0);
  });

  it('schedules a notice only for a time ahead', async () => {
    const user = userEvent.setup();
    await renderAdminOnRealApi(api, 'OPERATOR', { entries: [paths.newNotice()] });

    await user.type(await screen.findByRole('textbox', { name: '제목' }, slow), '점검 예고');
    await user.type(screen.getByRole('textbox', { name: /내용 \(HTML\)/ }), '새벽에 점검해요.');
    await user.click(screen.getByRole('button', { name: '예약 게시' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 게시' });
    const when = within(dialog).getByLabelText('게시 시각 (KST)');

    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: '예약하기' }));
    expect(within(dialog).getByText(contentMessages.publishAtPast)).toBeVisible();

    fireEvent.change(when, { target: { value: '2099-01-01T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('button', { name: '예약 취소' }, slow)).toBeVisible();
    expect(screen.getByText('예약', { selector: '[data-qm="badge"]' })).toBeVisible();
    expect(screen.getByText(/예약 시각 2099/)).toBeVisible();
  });
});
