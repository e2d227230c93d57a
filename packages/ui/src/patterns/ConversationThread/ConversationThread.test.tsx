import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConversationThread, type ThreadMessage } from './ConversationThread';

/** A message at `createdAt`, theirs and unread unless told otherwise. */
function message(
  id: ThreadMessage['id'],
  createdAt: string,
  overrides: Partial<ThreadMessage> = {},
) {
  return { id, mine: false, body: `메시지 ${id}`, createdAt, readAt: null, ...overrides };
}

const store = '견적마켓 강남점';

/** The log's rows in order, each as what it is. */
function rows(container: HTMLElement) {
  const log = within(container).getByRole('log');
  return Array.from(log.children).map((row) =>
    row.getAttribute('data-qm') === 'date-separator'
      ? `day ${row.querySelector('time')!.getAttribute('datetime')}`
      : `${row.getAttribute('data-from')} ${row.getAttribute('data-message-id')}`,
  );
}

describe('ConversationThread', () => {
  it("puts a date line before each Seoul day's first message", () => {
    const { container } = render(
      <ConversationThread
        counterpartName={store}
        messages={[
          message(1, '2026-12-06T05:00:00Z'),
          // 23:50 in Seoul, still the 6th.
          message(2, '2026-12-06T14:50:00Z', { mine: true }),
          // 00:10 in Seoul the next day, though the same UTC day.
          message(3, '2026-12-06T15:10:00Z'),
        ]}
      />,
    );
    expect(rows(container)).toEqual([
      'day 2026-12-06',
      'theirs 1',
      'mine 2',
      'day 2026-12-07',
      'theirs 3',
    ]);
    expect(screen.getByText('2026년 12월 7일 월요일')).toBeInTheDocument();
  });

  it('names the counterpart once per run of their messages on a day', () => {
    const { container } = render(
      <ConversationThread
        counterpartName={store}
        messages={[
          message(1, '2026-12-07T05:00:00Z'),
          message(2, '2026-12-07T05:01:00Z'),
          message(3, '2026-12-07T05:02:00Z', { mine: true }),
          message(4, '2026-12-07T05:03:00Z', { mine: true }),
          message(5, '2026-12-07T05:04:00Z'),
          message(6, '2026-12-08T05:00:00Z'),
        ]}
      />,
    );
    const continued = (id: number) =>
      container
        .querySelector(`[data-message-id="${id}"] [data-qm="chat-bubble"]`)!
        .querySelector('[data-part="avatar-space"]') !== null;
    expect(screen.getAllByText(store)).toHaveLength(3);
    expect(continued(1)).toBe(false);
    expect(continued(2)).toBe(true);
    expect(continued(5)).toBe(false);
    // A new day names them again.
    expect(continued(6)).toBe(false);
    expect(container.querySelector('[data-message-id="3"]')).not.toHaveTextContent(store);
  });

  it("shows '1' on my unread messages, '읽음' once read, and no receipt on theirs", () => {
    const { container } = render(
      <ConversationThread
        counterpartName={store}
        messages={[
          message(1, '2026-12-07T05:00:00Z', { mine: true, readAt: '2026-12-07T05:01:00Z' }),
          message(2, '2026-12-07T05:02:00Z', { mine: true }),
          message(3, '2026-12-07T05:03:00Z', { readAt: '2026-12-07T05:04:00Z' }),
        ]}
      />,
    );
    const status = (id: number) =>
      container.querySelector(`[data-message-id="${id}"]`)!.getAttribute('data-status');
    expect(status(1)).toBe('read');
    expect(status(2)).toBe('unread');
    expect(status(3)).toBe('sent');
    expect(screen.getByText('읽음')).toBeInTheDocument();
    expect(screen.getAllByText('안 읽음')).toHaveLength(1);
  });

  it("shows each message's Seoul time as a machine-readable moment", () => {
    render(
      <ConversationThread
        counterpartName={store}
        messages={[message(1, '2026-12-07T05:05:00Z')]}
      />,
    );
    const time = screen.getByText('오후 2:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-12-07T05:05:00Z');
  });

  it('shows photos with who sent them, alone or above their words, in their stored shape', () => {
    const photo = { url: '/p.jpg', width: 300, height: 400 };
    const { container } = render(
      <ConversationThread
        counterpartName={store}
        messages={[
          message(1, '2026-12-07T05:00:00Z', { body: '', photo }),
          message(2, '2026-12-07T05:01:00Z', { mine: true, body: '영수증이에요', photo }),
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: `${store}님이 보낸 사진` })).toHaveAttribute(
      'src',
      '/p.jpg',
    );
    expect(screen.getByRole('img', { name: '내가 보낸 사진' })).toBeInTheDocument();
    // A photo alone is one bubble, with no empty text bubble after it.
    expect(
      container.querySelectorAll('[data-message-id="1"] [data-qm="chat-bubble"]'),
    ).toHaveLength(1);
    expect(
      container.querySelectorAll('[data-message-id="2"] [data-qm="chat-bubble"]'),
    ).toHaveLength(2);
    expect(
      container.querySelector<HTMLElement>('[data-message-id="1"] [data-part="photo"]')!.style
        .aspectRatio,
    ).toBe('300 / 400');
  });

  it('takes its own alt text for photos', () => {
    render(
      <ConversationThread
        counterpartName="고객"
        photoAlt={(m) => `사진 ${m.id}`}
        messages={[
          message(7, '2026-12-07T05:00:00Z', {
            body: '',
            photo: { url: '/p.jpg', width: 1, height: 1 },
          }),
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: '사진 7' })).toBeInTheDocument();
  });

  it('offers a report only on their messages, with the message id', async () => {
    const onReport = vi.fn();
    const { container } = render(
      <ConversationThread
        counterpartName={store}
        onReport={onReport}
        reportLabel="신고하기"
        messages={[
          message('a', '2026-12-07T05:00:00Z', { mine: true }),
          message('b', '2026-12-07T05:01:00Z'),
        ]}
      />,
    );
    expect(screen.getAllByRole('button', { name: '신고하기' })).toHaveLength(1);
    expect(container.querySelector('[data-message-id="a"] [data-part="report"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    expect(onReport).toHaveBeenCalledWith('b');
  });

  it('offers no report without onReport', () => {
    render(
      <ConversationThread
        counterpartName={store}
        messages={[message(1, '2026-12-07T05:00:00Z')]}
      />,
    );
    expect(screen.queryByRole('button', { name: '신고' })).toBeNull();
  });

  it('says there are no messages yet, in its own words or not at all', () => {
    const { container, rerender } = render(
      <ConversationThread counterpartName={store} messages={[]} />,
    );
    expect(container.querySelector('[data-qm="conversation-thread"]')).not.toBeNull();
    expect(
      within(screen.getByRole('log')).getByText('아직 주고받은 메시지가 없어요.'),
    ).toBeVisible();

    rerender(
      <ConversationThread counterpartName={store} messages={[]} empty="궁금한 점을 물어보세요." />,
    );
    expect(screen.getByText('궁금한 점을 물어보세요.')).toBeInTheDocument();

    rerender(<ConversationThread counterpartName={store} messages={[]} empty={null} />);
    expect(screen.getByRole('log')).toBeEmptyDOMElement();

    rerender(
      <ConversationThread
        counterpartName={store}
        messages={[message(1, '2026-12-07T05:00:00Z')]}
      />,
    );
    expect(screen.queryByText('아직 주고받은 메시지가 없어요.')).toBeNull();
  });

  it("passes the transcript's own props through", () => {
    render(
      <ConversationThread
        counterpartName="고객"
        label="고객님과의 대화"
        hasEarlier
        onLoadEarlier={() => {}}
        messages={[message(1, '2026-12-07T05:00:00Z')]}
      />,
    );
    const log = screen.getByRole('log', { name: '고객님과의 대화' });
    expect(within(log).getByRole('button', { name: '이전 메시지 보기' })).toBeInTheDocument();
  });
});
