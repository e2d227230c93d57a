import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phonePhoto, receiptPhoto } from '../MessageBubble/MessageBubble.fixtures';
import { ConversationThread, type ThreadMessage } from './ConversationThread';

const store = '견적마켓 강남점';

/** Messages of `date` in Seoul, two minutes apart from `start` (hh:mm, Seoul time), read if mine. */
function day(date: string, start: string, lines: [mine: boolean, body: string][], firstId: number) {
  const [hours, minutes] = start.split(':').map(Number) as [number, number];
  return lines.map(([mine, body], index): ThreadMessage => {
    const at = new Date(`${date}T00:00:00+09:00`);
    at.setUTCMinutes(at.getUTCMinutes() + hours * 60 + minutes + index * 2);
    return {
      id: firstId + index,
      mine,
      body,
      createdAt: at.toISOString(),
      readAt: mine ? at.toISOString() : null,
    };
  });
}

const oneDay = day(
  '2026-12-07',
  '14:05',
  [
    [true, '안녕하세요, 견적 보고 연락드려요. 블루 색상 재고 있나요?'],
    [false, '네, 블루 색상 재고 있어요.'],
    [false, '오늘 오시면 바로 개통해 드려요.'],
    [true, '주차할 곳이 있을까요?'],
  ],
  1,
);
// The last one not read yet: it shows '1'.
oneDay[3] = { ...oneDay[3]!, readAt: null };

const acrossDays = [
  ...day(
    '2026-12-05',
    '20:10',
    [
      [true, '256GB도 같은 조건인가요?'],
      [false, '256GB는 3만 원 더해져요.'],
    ],
    1,
  ),
  ...day(
    '2026-12-06',
    '09:30',
    [
      [true, '그럼 256GB로 할게요.'],
      [false, '네, 준비해 둘게요.'],
    ],
    3,
  ),
  ...day(
    '2026-12-07',
    '11:00',
    [
      [false, '오늘 몇 시쯤 오세요?'],
      [true, '오후 3시쯤 갈게요.'],
    ],
    5,
  ),
];

const withPhotos: ThreadMessage[] = [
  ...day('2026-12-07', '14:05', [[true, '지금 쓰는 폰 상태예요.']], 1),
  {
    id: 2,
    mine: true,
    body: '',
    photo: { url: phonePhoto, width: 320, height: 240 },
    createdAt: '2026-12-07T05:07:00Z',
    readAt: '2026-12-07T05:08:00Z',
  },
  {
    id: 3,
    mine: false,
    body: '이 정도면 보상 판매 돼요. 영수증 예시 보내 드려요.',
    photo: { url: receiptPhoto, width: 240, height: 320 },
    createdAt: '2026-12-07T05:09:00Z',
    readAt: null,
  },
];

const meta = {
  title: 'Chat/ConversationThread',
  component: ConversationThread,
  tags: ['autodocs'],
  args: { counterpartName: store, messages: oneDay },
  decorators: [
    (Story) => (
      <div style={{ width: 343, height: 560, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screenshots wait for every photo of the story to arrive (or to fail). */
async function photosSettled(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-part="photo"][data-state="loading"]')).toBeNull(),
  );
}

/** Waits for the log to have scrolled to its latest message. */
async function atLatest(canvasElement: HTMLElement) {
  const log = within(canvasElement).getByRole('log');
  await waitFor(() =>
    expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(1),
  );
}

export const Empty: Story = {
  args: {
    messages: [],
    empty: '구매 신청 전에 궁금한 점을 물어보세요. 재고, 색상, 개통 일정처럼요.',
  },
};

export const OneDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(store)).toHaveLength(1);
    await expect(canvas.getByText('안 읽음')).toBeInTheDocument();
  },
};

/** A date line before each Seoul day. */
export const AcrossDays: Story = {
  args: { messages: acrossDays },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년 12월 5일 토요일')).toBeInTheDocument();
    await expect(canvas.getByText('2026년 12월 7일 월요일')).toBeInTheDocument();
  },
};

/** Photos keep their stored shape; one sent alone has no empty bubble after it. */
export const WithPhotos: Story = {
  args: { messages: withPhotos },
  play: async ({ canvasElement }) => {
    await photosSettled(canvasElement);
    await expect(
      within(canvasElement).getByRole('img', { name: `${store}님이 보낸 사진` }),
    ).toBeInTheDocument();
  },
};

/** Their messages offer a report; it is called with the message's id. */
export const Reportable: Story = {
  args: { onReport: fn() },
  play: async ({ args, canvasElement }) => {
    const reports = within(canvasElement).getAllByRole('button', { name: '신고' });
    // Two of theirs, none of mine.
    await expect(reports).toHaveLength(2);
    await userEvent.click(reports[0]!);
    await expect(args.onReport).toHaveBeenCalledWith(2);
  },
};

const olderPage = day(
  '2026-12-06',
  '18:00',
  [
    [true, '어제 문의드렸던 사람이에요.'],
    [false, '네, 기억하고 있어요.'],
    [true, '그때 말씀하신 요금제로 할게요.'],
  ],
  -10,
);

/** Older messages load above from the top row, keeping the one being read in place. */
function ThreadWithHistory() {
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <ConversationThread
      counterpartName={store}
      messages={loaded ? [...olderPage, ...oneDay] : oneDay}
      hasEarlier={!loaded}
      loadingEarlier={loading}
      onLoadEarlier={() => {
        setLoading(true);
        setTimeout(() => {
          setLoaded(true);
          setLoading(false);
        }, 300);
      }}
    />
  );
}

export const LoadEarlier: Story = {
  tags: ['no-visual'],
  render: () => <ThreadWithHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(olderPage[0]!.body);
    await expect(canvas.getByText('2026년 12월 6일 일요일')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull(),
    );
  },
};

/** Older messages on their way: a spinner at the top. */
export const LoadingEarlier: Story = {
  args: { hasEarlier: true, loadingEarlier: true, onLoadEarlier: fn() },
};

const longLines: [boolean, string][] = [
  [true, '안녕하세요, 갤럭시 S25 울트라 견적 보고 연락드려요.'],
  [false, '안녕하세요! 견적마켓 강남점이에요.'],
  [false, '어떤 점이 궁금하세요?'],
  [true, '티타늄 블루 256GB 재고 있나요?'],
  [false, '네, 지금 두 대 있어요.'],
  [true, '번호이동이면 조건이 견적서랑 같은가요?'],
  [false, '네, 견적서 조건 그대로예요. 부가서비스는 없어요.'],
  [true, '요금제는 6개월만 유지하면 되나요?'],
  [false, '네, 6개월 뒤에는 원하시는 요금제로 바꾸셔도 돼요.'],
  [true, '케이스랑 필름도 주시나요?'],
  [false, '기본 케이스와 필름은 붙여 드려요.'],
  [true, '좋아요. 토요일에 방문해도 될까요?'],
  [false, '토요일은 오후 7시까지 열어요.'],
  [false, '오시기 전에 신분증 꼭 챙겨 주세요.'],
  [true, '네, 알겠어요. 고마워요!'],
];
const longConversation = [
  ...day('2026-12-05', '19:40', longLines.slice(0, 6), 1),
  ...day('2026-12-06', '10:15', longLines.slice(6, 11), 7),
  ...day('2026-12-07', '13:20', longLines.slice(11), 12),
];
longConversation[longConversation.length - 1] = {
  ...longConversation[longConversation.length - 1]!,
  readAt: null,
};

/** A long conversation opens at its latest message. */
export const LongConversation: Story = {
  args: { messages: longConversation, onReport: fn() },
  play: async ({ canvasElement }) => {
    await atLatest(canvasElement);
    await expect(within(canvasElement).getByText('네, 알겠어요. 고마워요!')).toBeVisible();
  },
};
