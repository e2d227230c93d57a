import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@quotemarket/ui';
import { expectNoAxeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/renderAdmin';
import { PagedListView, type PagedList } from './PagedListView';

interface Row {
  id: number;
  name: string;
}

interface Answer {
  promise: Promise<PagedList<Row>>;
  resolve: (page: PagedList<Row>) => void;
  reject: (error: Error) => void;
}

/** The answers still to come, one a request, each settled by the test when it wants. */
const answers: Answer[] = [];
const asked: number[] = [];

function answerNext(): Answer {
  let resolve!: Answer['resolve'];
  let reject!: Answer['reject'];
  const promise = new Promise<PagedList<Row>>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  // Settled before the query asks for it, a failure is the query's to handle, not Node's.
  promise.catch(() => undefined);
  const answer = { promise, resolve, reject };
  answers.push(answer);
  return answer;
}

function pageOf(page: number, totalElements = 12): PagedList<Row> {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, totalElements - first + 1));
  return {
    list: Array.from({ length: count }, (_, index) => ({
      id: first + index,
      name: `행 ${first + index}`,
    })),
    totalElements,
    totalPages: Math.ceil(totalElements / 10),
  };
}

function Rows({ countUnit }: { countUnit?: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['paged-list-view', page],
    queryFn: () => {
      asked.push(page);
      const answer = answers.shift();
      if (!answer) throw new Error('이 요청에 줄 답이 없어요');
      return answer.promise;
    },
    placeholderData: keepPreviousData,
  });
  return (
    <PagedListView
      query={query}
      loadingLabel="행을 불러오는 중"
      errorTitle="행을 불러오지 못했어요"
      empty={{ title: '아직 행이 없어요', description: '행을 만들면 여기에 보여요.' }}
      countUnit={countUnit}
      page={page}
      pageLabel="행 페이지"
      onPageChange={setPage}
    >
      {(list, busy) => (
        <Table caption="행" hideCaption aria-busy={busy}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>이름</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PagedListView>
  );
}

function renderRows({ countUnit }: { countUnit?: string } = { countUnit: '개' }) {
  return renderAdmin({
    entries: ['/'],
    routes: [{ path: '/', element: <Rows countUnit={countUnit} /> }],
  });
}

afterEach(() => {
  answers.length = 0;
  asked.length = 0;
});

describe('PagedListView', () => {
  it('stands a named skeleton in for the list until the first page comes', async () => {
    const first = answerNext();
    renderRows();

    // A status's name is not its content, so the skeleton is found by its hidden label.
    expect(await screen.findByRole('status')).toHaveTextContent('행을 불러오는 중');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    first.resolve(pageOf(1));
    expect(await screen.findByRole('table', { name: '행' })).toBeInTheDocument();
    expect(screen.queryByText('행을 불러오는 중')).not.toBeInTheDocument();
  });

  it('says why the list failed and loads it again on 다시 시도', async () => {
    const user = userEvent.setup();
    answerNext().reject(new Error('서버가 잠시 응답하지 않아요.'));
    renderRows();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('행을 불러오지 못했어요')).toBeInTheDocument();
    expect(within(alert).getByText('서버가 잠시 응답하지 않아요.')).toBeInTheDocument();
    await expectNoAxeViolations();

    answerNext().resolve(pageOf(1));
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('cell', { name: '행 1' })).toBeInTheDocument();
    expect(asked).toEqual([1, 1]);
  });

  it('shows the page’s empty state for an empty list, without a status line or pages', async () => {
    answerNext().resolve(pageOf(1, 0));
    renderRows();

    expect(await screen.findByText('아직 행이 없어요')).toBeInTheDocument();
    expect(screen.getByText('행을 만들면 여기에 보여요.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '행 페이지' })).not.toBeInTheDocument();
  });

  it('counts the total in its unit, keeps the last page busy while the next loads, then moves on', async () => {
    const user = userEvent.setup();
    answerNext().resolve(pageOf(1));
    renderRows();

    expect(await screen.findByText('총 12개 · 1/2 페이지')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: '행' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await expectNoAxeViolations();

    const second = answerNext();
    const pages = screen.getByRole('navigation', { name: '행 페이지' });
    await user.click(within(pages).getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('불러오는 중…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: '행' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: '행 1' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '1 페이지' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: '이전' })).toBeDisabled();

    second.resolve(pageOf(2));
    expect(await screen.findByText('총 12개 · 2/2 페이지')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '행 11' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '행' })).toHaveAttribute('aria-busy', 'false');
    expect(within(pages).getByRole('button', { name: '1 페이지' })).toBeEnabled();
    expect(asked).toEqual([1, 2]);
  });

  it('leaves the status line out where the page gives no counting unit', async () => {
    answerNext().resolve(pageOf(1));
    renderRows({ countUnit: undefined });

    expect(await screen.findByRole('table', { name: '행' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '행 페이지' })).toBeInTheDocument();
  });
});
