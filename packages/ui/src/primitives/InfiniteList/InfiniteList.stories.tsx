import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

interface Review {
  id: number;
  store: string;
  text: string;
}

const reviews = (count: number, from = 0): Review[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    store: `제휴 매장 ${from + index + 1}`,
    text: '친절하게 상담해 주시고 견적도 가장 저렴했어요.',
  }));

function ReviewRow({ review }: { review: Review }) {
  return (
    <article
      style={{
        padding: '12px 16px',
        marginBottom: 8,
        background: 'var(--qm-color-surface)',
        borderRadius: 'var(--qm-radius-lg)',
      }}
    >
      <h3 style={{ margin: 0, fontSize: 'var(--qm-font-size-md)' }}>{review.store}</h3>
      <p style={{ margin: 0, color: 'var(--qm-color-text-subtle)' }}>{review.text}</p>
    </article>
  );
}

const renderItem = (review: Review) => <ReviewRow review={review} />;

type ReviewListProps = InfiniteListProps<Review>;

const meta = {
  title: 'Lists/InfiniteList',
  component: InfiniteList,
  tags: ['autodocs'],
  args: {
    items: reviews(5),
    renderItem,
    getItemKey: (review: Review) => review.id,
    estimateSize: 88,
    label: '리뷰',
    onLoadMore: fn(),
    onRetry: fn(),
  } satisfies Partial<ReviewListProps>,
} satisfies Meta<typeof InfiniteList<Review>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '불러오는 중' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('결과가 없어요')).toBeInTheDocument();
  },
};

export const CustomEmpty: Story = {
  args: { items: [], emptyFallback: <p>아직 작성된 리뷰가 없어요.</p> },
};

export const ErrorState: Story = {
  args: { items: [], error: '리뷰를 불러오지 못했어요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('리뷰를 불러오지 못했어요.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '다시 시도' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FetchingNextPage: Story = {
  args: { items: reviews(4), hasNextPage: true, isFetchingNextPage: true },
};

const PAGE_SIZE = 10;

function PagedReviews({ onLoadMore }: { onLoadMore: () => void }) {
  const [items, setItems] = useState(() => reviews(PAGE_SIZE));
  const [fetching, setFetching] = useState(false);
  return (
    <InfiniteList
      items={items}
      renderItem={renderItem}
      getItemKey={(review) => review.id}
      estimateSize={88}
      label="리뷰"
      scroll="container"
      height="400px"
      hasNextPage={items.length < PAGE_SIZE * 3}
      isFetchingNextPage={fetching}
      onLoadMore={() => {
        onLoadMore();
        setFetching(true);
        setTimeout(() => {
          setItems((current) => [...current, ...reviews(PAGE_SIZE, current.length)]);
          setFetching(false);
        }, 100);
      }}
    />
  );
}

/** Loads pages while its play function scrolls: an interaction test, not a stable picture. */
export const PagesOnScroll: Story = {
  tags: ['no-visual'],
  render: (args) => <PagedReviews onLoadMore={args.onLoadMore ?? (() => {})} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const viewport = canvasElement.querySelector<HTMLElement>('[data-part="viewport"]')!;
    // Keyboard scrolling of the focusable scroll box reaches the end, as a swipe would.
    viewport.focus();
    await userEvent.keyboard('{End}');
    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        canvas.getByRole('list', { name: '리뷰' }).querySelector('[aria-setsize="20"]'),
      ).not.toBeNull(),
    );
  },
};

export const ThousandItems: Story = {
  args: { items: reviews(1000), scroll: 'container', height: '500px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('listitem');
    await expect(rows.length).toBeLessThan(30);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '1000');
    const viewport = canvasElement.querySelector<HTMLElement>('[data-part="viewport"]')!;
    viewport.scrollTop = 500 * 88;
    await waitFor(() => expect(canvas.getByText('제휴 매장 501')).toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(30);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <InfiniteList items={reviews(2)} renderItem={renderItem} label="창 스크롤" />
      <InfiniteList
        items={reviews(20)}
        renderItem={renderItem}
        label="영역 스크롤"
        scroll="container"
        height="200px"
      />
      <InfiniteList items={[]} renderItem={renderItem} loading />
      <InfiniteList items={[]} renderItem={renderItem} />
      <InfiniteList
        items={[]}
        renderItem={renderItem}
        error="리뷰를 불러오지 못했어요."
        onRetry={() => {}}
      />
      <InfiniteList
        items={reviews(2)}
        renderItem={renderItem}
        label="다음 페이지"
        hasNextPage
        isFetchingNextPage
      />
    </div>
  ),
};
