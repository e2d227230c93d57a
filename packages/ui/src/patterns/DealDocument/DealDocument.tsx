import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { formatDocumentValue, type DocumentValue } from '../../format/format';
import {
  StyledActions,
  StyledCode,
  StyledDealDocument,
  StyledHeader,
  StyledRow,
  StyledSection,
} from './DealDocument.styles';

/** A value as data: money and times are formatted by the kit's one formatter each. */
export type DealDocumentValue = DocumentValue;

export interface DealDocumentRow {
  label: string;
  value: DealDocumentValue;
  note?: string;
  emphasis?: boolean;
}

export interface DealDocumentSection {
  title: string;
  rows: readonly DealDocumentRow[];
}

export interface DealDocumentProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The document's heading, e.g. '견적서'. */
  title: ReactNode;
  /** One line under the title: the product and the store. */
  subtitle?: ReactNode;
  sections: readonly DealDocumentSection[];
  /**
   * The SHA-256 of the document's canonical JSON as people read it (the contract's
   * `dealDocumentVerification`): its label, the code in groups, and what it proves.
   */
  verification: { label: string; code: string; note: string };
  /** Buttons (인쇄하기, 공유 …): on screen only, never printed. */
  actions?: ReactNode;
  /**
   * The title's heading level: 1 where the document is the page (the default), lower where it
   * sits inside another page's outline; its sections are one level below.
   */
  headingLevel?: 1 | 2 | 3;
  ref?: Ref<HTMLElement>;
}

/**
 * The written 견적서 of a deal: titled sections of label/value rows, the all-in total set apart, and
 * the 문서 확인 코드. Laid out for the screen and, with print styles, for one A4 sheet.
 */
export function DealDocument({
  title,
  subtitle,
  sections,
  verification,
  actions,
  headingLevel = 1,
  ...rest
}: DealDocumentProps) {
  const Title = `h${headingLevel}` as const;
  const SectionTitle = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';
  return (
    <StyledDealDocument data-qm="deal-document" aria-labelledby="deal-document-title" {...rest}>
      <StyledHeader>
        <Title id="deal-document-title">{title}</Title>
        {subtitle ? <p>{subtitle}</p> : null}
      </StyledHeader>
      {actions ? <StyledActions data-part="actions">{actions}</StyledActions> : null}
      {sections.map((section) => (
        <StyledSection key={section.title} aria-label={section.title}>
          <SectionTitle>{section.title}</SectionTitle>
          <dl>
            {section.rows.map((row, index) => (
              <StyledRow key={index} data-emphasis={row.emphasis || undefined}>
                <dt>{row.label}</dt>
                <dd data-part="value">{formatDocumentValue(row.value)}</dd>
                {row.note ? <dd data-part="note">{row.note}</dd> : null}
              </StyledRow>
            ))}
          </dl>
        </StyledSection>
      ))}
      <StyledCode>
        <span>{verification.label}</span>
        <code>{verification.code}</code>
        <small>{verification.note}</small>
      </StyledCode>
    </StyledDealDocument>
  );
}
