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

const Filter = styled.div`
  min-width: 160px;
`;

/** A status queue's heading with its 상태 filter (전체 first); a new status starts at page 1. */
export function StatusQueueHeader<Status extends string>({
  title,
  statuses,
  labels,
  search,
}: {
  title: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  search: StatusQueueSearch<Status>;
}) {
  const options = [
    { value: '', label: '전체' },
    ...statuses.map((status) => ({ value: status, label: labels[status] })),
  ];
  return (
    <Header>
      <Heading level={1}>{title}</Heading>
      <Filter>
        <SelectField
          label="상태"
          options={options}
          value={search.status ?? ''}
          onValueChange={(value) =>
            search.show({ status: statuses.find((status) => status === value), page: 1 })
          }
        />
      </Filter>
    </Header>
  );
}
