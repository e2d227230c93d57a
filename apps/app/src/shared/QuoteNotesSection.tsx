import { styled } from 'styled-components';
import { quoteFigureLabels, type QuoteKind } from '@quotemarket/contract';
import { MutedText, PageSection, Text, vars } from '@quotemarket/ui';

const Note = styled.div`
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  white-space: pre-line;
`;

const emptyTexts = {
  conditions: '따로 적힌 조건이 없어요.',
  notes: '따로 적힌 참고 사항이 없어요.',
} as const;

/**
 * The dealer's own words on a quote, as written: a phone's other conditions, an internet or rental
 * quote's notes. The quote shows them before the purchase request and the deal keeps them after.
 */
export function QuoteNotesSection({
  kind,
  conditions,
  notes,
}: {
  kind: QuoteKind;
  conditions: string | null;
  notes: string | null;
}) {
  const field = kind === 'phone' ? 'conditions' : 'notes';
  const text = (field === 'conditions' ? conditions : notes)?.trim();
  return (
    <PageSection title={quoteFigureLabels[field]}>
      {text ? (
        <Note>
          <Text>{text}</Text>
        </Note>
      ) : (
        <MutedText>{emptyTexts[field]}</MutedText>
      )}
    </PageSection>
  );
}
