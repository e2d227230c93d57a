import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, SelectField, vars } from '@quotemarket/ui';
import type { StatusQueueSearch } from './useStatusQueueSearch';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export const QueueFilter = styled.div`
  min-width: 160px;
`;

/**
 * A status queue's heading with its 상태 filter (전체 first); a new status starts at page 1. A
 * queue with more filters puts them before it (each in a `QueueFilter`).
 */
export function StatusQueueHeader<Status extends string>({
  title,
  statuses,
  labels,
  search,
  filters,
}: {
  title: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  search: StatusQueueSearch<Status>;
  filters?: ReactNode;
}) {
  const options = [
    { value: '', label: '전체' },
    ...statuses.map((status) => ({ value: status, label: labels[status] })),
  ];
  return (
    <Header>
      <Heading level={1}>{title}</Heading>
      <Filters>
        {filters}
        <QueueFilter>
          <SelectField
            label="상태"
            options={options}
            value={search.status ?? ''}
            onValueChange={(value) =>
              search.show({ status: statuses.find((status) => status === value), page: 1 })
            }
          />
        </QueueFilter>
      </Filters>
    </Header>
  );
}
