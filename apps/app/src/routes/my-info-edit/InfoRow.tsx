import { useEffect, useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, vars } from '@quotemarket/ui';
import { changeLabel, myInfoEditTexts } from './myInfoEditTexts';

const Row = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

const Texts = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Label = styled.h2`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.regular};
`;

const Value = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};

  &[data-empty='true'] {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weight.regular};
  }
`;

export interface InfoRowProps {
  /** The field's name: the row's heading, and with '변경' the button's name. */
  label: string;
  /** The value as shown; empty shows '등록되지 않음'. */
  value: string;
  editing: boolean;
  onEdit: () => void;
  /** The editor shown under the value while editing. */
  children?: ReactNode;
  /** Shown instead of the '변경' button, when the field is changed elsewhere. */
  action?: ReactNode;
  'data-field': string;
}

/**
 * One row of 내 정보 수정: the field's name and value with a '변경' button; the editor opens under
 * it. When the editor closes, focus returns to the row's button, so a keyboard stays in place.
 */
export function InfoRow({
  label,
  value,
  editing,
  onEdit,
  children,
  action,
  ...rest
}: InfoRowProps) {
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Row aria-labelledby={headingId} data-field={rest['data-field']}>
      <Summary>
        <Texts>
          <Label id={headingId}>{label}</Label>
          <Value data-empty={!value}>{value || myInfoEditTexts.empty}</Value>
        </Texts>
        {action ??
          (!editing && (
            <Button
              ref={button}
              size="sm"
              variant="outline"
              onClick={onEdit}
              aria-label={changeLabel(label)}
            >
              {myInfoEditTexts.change}
            </Button>
          ))}
      </Summary>
      {editing && children}
    </Row>
  );
}
