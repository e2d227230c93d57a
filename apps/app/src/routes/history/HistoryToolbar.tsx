import { useState } from 'react';
import { styled } from 'styled-components';
import { historySortLabels, type HistorySort } from '@quotemarket/contract';
import { BottomSheet, Button, MutedText, RadioGroup, vars, formatNumber } from '@quotemarket/ui';
import { historySortChoices } from './historyRules';

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} 0;
`;

interface HistoryToolbarProps {
  /** The list's total, once known: '총 12건'. */
  total: number | undefined;
  sort: HistorySort;
  onSortChange: (sort: HistorySort) => void;
}

/**
 * The line above a history list: its total and the sort button, which opens a sheet of the three
 * sorts; '적용하기' applies the choice (arrow keys only move the choice, so nothing reloads while
 * the buyer looks).
 */
export function HistoryToolbar({ total, sort, onSortChange }: HistoryToolbarProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<HistorySort>(sort);
  const label = historySortLabels[sort];

  const changeOpen = (next: boolean) => {
    if (next) setDraft(sort);
    setOpen(next);
  };

  // Nothing to count or sort: the list's empty state says so on its own.
  if (total === 0) return null;

  return (
    <Toolbar>
      <MutedText aria-live="polite">
        {total === undefined ? '' : `총 ${formatNumber(total)}건`}
      </MutedText>
      <BottomSheet
        open={open}
        onOpenChange={changeOpen}
        title="정렬"
        trigger={
          <Button variant="outline" size="sm" aria-label={`정렬 바꾸기, 지금 ${label}`}>
            {label}
          </Button>
        }
        footer={
          <Button
            size="lg"
            fullWidth
            onClick={() => {
              setOpen(false);
              if (draft !== sort) onSortChange(draft);
            }}
          >
            적용하기
          </Button>
        }
      >
        <RadioGroup
          label="정렬 기준"
          hideLabel
          options={historySortChoices}
          value={draft}
          onValueChange={(value) => {
            const chosen = historySortChoices.find((choice) => choice.value === value);
            if (chosen) setDraft(chosen.value);
          }}
        />
      </BottomSheet>
    </Toolbar>
  );
}
