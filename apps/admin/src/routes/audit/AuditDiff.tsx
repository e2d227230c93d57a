import { styled } from 'styled-components';
import {
  isOperatorRole,
  operatorRoleLabels,
  operatorStatusLabels,
  type AuditEntry,
  type OperatorStatus,
} from '@quotemarket/contract';
import { Text, vars } from '@quotemarket/ui';

const ChangeList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
`;

const Change = styled.div`
  display: contents;
`;

const Values = styled.dd`
  margin: 0;
`;

/** Read by screen readers in place of the arrow, which is only drawn. */
const SpokenOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Before = styled.span`
  color: ${vars.color.textMuted};
  text-decoration: line-through;
`;

const Arrow = styled.span`
  padding: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
`;

/** The words the console shows for the fields an operator write records. */
const fieldLabels: Record<string, string> = {
  role: '역할',
  status: '상태',
  isActive: '활성',
  name: '이름',
  email: '이메일',
};

function isOperatorStatus(value: unknown): value is OperatorStatus {
  return typeof value === 'string' && value in operatorStatusLabels;
}

/** A recorded value as the console words it: roles and statuses by their labels. */
export function describeValue(field: string, value: unknown): string {
  if (value === undefined || value === null) return '없음';
  if (field === 'role' && typeof value === 'string' && isOperatorRole(value)) {
    return operatorRoleLabels[value];
  }
  if (field === 'status' && isOperatorStatus(value)) return operatorStatusLabels[value];
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What an audit row's write changed, field by field: before → after. */
export function AuditDiff({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) {
    return (
      <Text size="sm" tone="muted">
        기록된 변경 내용이 없어요.
      </Text>
    );
  }
  return (
    <ChangeList>
      {fields.map((field) => (
        <Change key={field}>
          <dt>{fieldLabels[field] ?? field}</dt>
          <Values>
            <Before>{describeValue(field, before?.[field])}</Before>
            <Arrow aria-hidden="true">→</Arrow>
            <SpokenOnly>에서 </SpokenOnly>
            <span>{describeValue(field, after?.[field])}</span>
          </Values>
        </Change>
      ))}
    </ChangeList>
  );
}
