import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  auditActionLabels,
  auditActions,
  type AuditAction,
  type AuditOperator,
} from '@quotemarket/contract';
import { filterErrors } from './auditSearch';
import type { AuditLogFilter } from '@quotemarket/hooks';
import { Button, SelectField, TextField, vars } from '@quotemarket/ui';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: start;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  grid-column: 1 / -1;
  justify-content: flex-end;
`;

export interface AuditFiltersProps {
  /** The filters in the address: what the form starts from. */
  applied: AuditLogFilter;
  /** The operators the 운영자 filter offers. */
  operators: readonly AuditOperator[];
  onApply: (filter: AuditLogFilter) => void;
}

interface Draft {
  operatorId: string;
  action: string;
  from: string;
  to: string;
}

const draftOf = (filter: AuditLogFilter): Draft => ({
  operatorId: filter.operatorId === undefined ? '' : String(filter.operatorId),
  action: filter.action ?? '',
  from: filter.from ?? '',
  to: filter.to ?? '',
});

/** The audit log's filters: 운영자, 작업 and 기간, applied together with 조회. */
export function AuditFilters({ applied, operators, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(() => draftOf(applied));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  // A link or the back button changes the address: the form follows it.
  const [appliedDraft, setAppliedDraft] = useState(() => draftOf(applied));
  const fromAddress = draftOf(applied);
  if (JSON.stringify(fromAddress) !== JSON.stringify(appliedDraft)) {
    setAppliedDraft(fromAddress);
    setDraft(fromAddress);
  }

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: AuditLogFilter = {
      ...(draft.operatorId && { operatorId: Number(draft.operatorId) }),
      ...(draft.action && { action: draft.action as AuditAction }),
      ...(draft.from && { from: draft.from }),
      ...(draft.to && { to: draft.to }),
    };
    const refused = filterErrors(filter);
    const next = {
      ...(refused.from !== undefined && { from: refused.from }),
      ...(refused.to !== undefined && { to: refused.to }),
      ...(draft.from &&
        draft.to &&
        draft.from > draft.to &&
        refused.from === undefined && {
          from: '시작일이 종료일보다 늦어요. 기간을 다시 골라 주세요.',
        }),
    };
    setErrors(next);
    if (next.from === undefined && next.to === undefined) onApply(filter);
  };

  const operatorOptions = [
    { value: '', label: '모든 운영자' },
    ...operators.map((operator) => ({ value: String(operator.id), label: operator.name })),
  ];
  const actionOptions = [
    { value: '', label: '모든 작업' },
    ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
  ];

  return (
    <Form onSubmit={submit} noValidate aria-label="감사 기록 필터">
      <SelectField
        label="운영자"
        options={operatorOptions}
        value={draft.operatorId}
        onValueChange={set('operatorId')}
      />
      <SelectField
        label="작업"
        options={actionOptions}
        value={draft.action}
        onValueChange={set('action')}
      />
      <TextField
        label="시작일"
        type="date"
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => set('from')(event.target.value)}
        error={errors.from}
      />
      <TextField
        label="종료일"
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => set('to')(event.target.value)}
        error={errors.to}
      />
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            setErrors({});
            setDraft(draftOf({}));
            onApply({});
          }}
        >
          초기화
        </Button>
        <Button type="submit">조회</Button>
      </Actions>
    </Form>
  );
}
