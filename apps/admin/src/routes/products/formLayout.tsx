import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, PageSection, Text, vars } from '@quotemarket/ui';
import type { ProductDraft, ProductFormErrors } from './productForm';

/** What every section of the product form is handed. */
export interface ProductSectionProps {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  errors: ProductFormErrors;
  /** A 조회 전용 operator reads the form: no typing, adding or removing. */
  readOnly: boolean;
}

/** The fields of a section side by side where there is room, one under another where there is not. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${vars.space[3]};
  align-items: start;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};

  & > legend {
    padding: 0 ${vars.space[1]};
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSubtle};
  }

  & > [data-qm]:not([data-qm='button']) {
    flex: 1 1 11rem;
    max-width: 24rem;
  }

  /* Level with the inputs under their labels, at the row's end. */
  & > [data-qm='button'] {
    margin-top: 1.75rem;
    margin-left: auto;
  }
`;

/**
 * One item of a repeated section (a colour, a spec, a subsidy): its fields under a legend that
 * names the item, so that each field's label is read as, say, "공시지원금 2, 요금제".
 */
export function ItemRow({
  legend,
  onRemove,
  children,
}: {
  legend: string;
  /** Absent for a read-only form. */
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {children}
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`${legend} 삭제`}
        >
          삭제
        </Button>
      )}
    </Fieldset>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/**
 * A section of repeated items: its rows, a note when there are none, the message about the list as
 * a whole (two alike, overlapping periods) and, for a writer, the button that adds one.
 */
export function ListSection({
  title,
  addLabel,
  onAdd,
  emptyText,
  error,
  children,
}: {
  title: string;
  addLabel: string;
  /** Absent for a read-only form or a full list. */
  onAdd?: (() => void) | undefined;
  emptyText: string;
  error?: string | undefined;
  children: ReactNode[];
}) {
  return (
    <PageSection
      title={title}
      action={
        onAdd && (
          <Button type="button" variant="outline" size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    >
      <Rows>
        {children.length === 0 ? (
          <Text size="sm" tone="subtle">
            {emptyText}
          </Text>
        ) : (
          children
        )}
        {error && (
          <Text size="sm" tone="danger" role="alert">
            {error}
          </Text>
        )}
      </Rows>
    </PageSection>
  );
}
