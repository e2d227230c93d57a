import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  closeMarketRequest,
  getMarketRequest,
  marketRequestMessages,
  revealBuyerContact,
} from '@quotemarket/contract';
import { marketRequestDetail, marketRequestListItem } from '@quotemarket/contract/testing';
import { serveHeldAnswer } from '@quotemarket/testing';
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

describe('RequestDetailPage', () => {
  it('shows the bids cheapest first, the consents and the timeline, the number masked', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    server.use(mockEndpoint(getMarketRequest, marketRequestDetail(41)).handler);
    renderAdmin({ entries: [paths.request(41)] });

    expect(await screen.findByRole('heading', { level: 1, name: /요청 #41/ })).toBeInTheDocument();
    const bids = screen.getByRole('table', { name: '받은 견적 (총 비용이 낮은 순)' });
    expect(
      within(bids)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['강남 모바일', '역삼 폰마트']);
    expect(screen.getByText('개인정보 수집·이용 동의')).toBeInTheDocument();
    expect(screen.getByText('010-****-1234')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '2026.12.05 10:30 견적 도착 · 강남 모바일',
    );
    await expectNoAxeViolations();
  });

  it('puts the buyer’s own 견적 그만 받기 on the timeline at its time', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const stopped = marketRequestDetail(41, {
      request: marketRequestListItem(41, { status: 'CANCELLED', isOpen: false }),
    });
    stopped.events = [
      ...stopped.events,
      { kind: 'closedByBuyer', at: '2026-12-05T03:00:00.000Z', detail: '' },
    ];
    server.use(mockEndpoint(getMarketRequest, stopped).handler);
    renderAdmin({ entries: [paths.request(41)] });

    expect(await screen.findByRole('heading', { level: 1, name: /요청 #41/ })).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: '지나온 일' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(timeline.at(-1)).toBe('2026.12.05 12:00 구매자가 견적 그만 받기');
    expect(timeline.join('\n')).not.toContain('운영자가 마감');
  });

  it('opens the number once with a reason, and forgets it when the dialog closes', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const reveal = mockEndpoint(revealBuyerContact, { phone: '010-1234-5678' });
    server.use(mockEndpoint(getMarketRequest, marketRequestDetail(41)).handler, reveal.handler);
    renderAdmin({ entries: [paths.request(41)] });

    await user.click(await screen.findByRole('button', { name: '번호 보기' }));
    const dialog = screen.getByRole('dialog', { name: '구매자 휴대폰 번호 보기' });
    await user.click(within(dialog).getByRole('button', { name: '사유 남기고 번호 보기' }));
    expect(within(dialog).getByText(marketRequestMessages.reasonRequired)).toBeInTheDocument();
    expect(reveal.calls).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: '열람 사유' }),
      '사기 의심 신고 확인',
    );
    await user.click(within(dialog).getByRole('button', { name: '사유 남기고 번호 보기' }));
    expect(await within(dialog).findByText('010-1234-5678')).toBeInTheDocument();
    expect(reveal.calls[0]?.body).toEqual({ reason: '사기 의심 신고 확인' });
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByText('010-1234-5678')).not.toBeInTheDocument());
  });

  it('closes the request after the confirmation, pending while it runs, and shows it closed', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const closed = marketRequestDetail(41, {
      request: marketRequestListItem(41, { status: 'CLOSED', isOpen: false }),
    });
    const held = serveHeldAnswer(server, closeMarketRequest, closed);
    server.use(mockEndpoint(getMarketRequest, marketRequestDetail(41)).handler);
    renderAdmin({ entries: [paths.request(41)] });

    await user.click(await screen.findByRole('button', { name: '요청 마감' }));
    const dialog = screen.getByRole('dialog', { name: '요청 #41 마감' });
    expect(within(dialog).getByText(/되돌릴 수 없어요/)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: '마감 사유' }),
      '같은 번호로 반복된 허위 요청',
    );
    await user.click(within(dialog).getByRole('button', { name: '마감하기' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /마감하기/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    );
    held.release();

    expect(
      await within(dialog).findByText('요청을 마감하고 견적을 보낸 판매점에 알렸어요.'),
    ).toBeInTheDocument();
    expect(held.calls[0]?.body).toEqual({ reason: '같은 번호로 반복된 허위 요청' });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(await screen.findByText('운영자 마감')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '요청 마감' })).not.toBeInTheDocument();
  });

  it('shows a refusal in the dialog, and offers 조회 전용 neither the number nor the closing', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    server.use(
      mockEndpoint(getMarketRequest, marketRequestDetail(41)).handler,
      mockEndpoint(closeMarketRequest, () => apiErrorResponse(409, marketRequestMessages.notOpen))
        .handler,
    );
    const { unmount } = renderAdmin({ entries: [paths.request(41)] });
    await user.click(await screen.findByRole('button', { name: '요청 마감' }));
    const dialog = screen.getByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: '마감 사유' }),
      '허위 요청으로 보여요',
    );
    await user.click(within(dialog).getByRole('button', { name: '마감하기' }));
    expect(await within(dialog).findByText(marketRequestMessages.notOpen)).toBeInTheDocument();
    unmount();

    serveOperatorMe(server, { role: 'VIEWER' });
    renderAdmin({ entries: [paths.request(41)] });
    expect(await screen.findByText('010-****-1234')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '번호 보기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '요청 마감' })).not.toBeInTheDocument();
  });

  it('says so when the request does not exist', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(getMarketRequest, () => apiErrorResponse(404, '견적 요청을 찾을 수 없어요.'))
        .handler,
    );
    renderAdmin({ entries: [paths.request(404)] });
    expect(await screen.findByText('견적 요청을 찾을 수 없어요')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
