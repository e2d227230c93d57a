import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { isTermsDocumentId } from '@quotemarket/contract';
import { vars } from '@quotemarket/ui';
import { LazyNotFoundPage } from '../../shared/LazyNotFoundPage';
import { termsDocuments } from './termsDocuments';

const Article = styled.article`
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[10]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.relaxed};
`;

const Summary = styled.p`
  margin: 0 0 ${vars.space[2]};
`;

const Effective = styled.p`
  margin: 0 0 ${vars.space[5]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
`;

const SectionHeading = styled.h2`
  margin: ${vars.space[5]} 0 ${vars.space[2]};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
`;

const Paragraph = styled.p`
  margin: 0 0 ${vars.space[2]};
`;

const List = styled.ul`
  margin: 0 0 ${vars.space[2]};
  padding-inline-start: ${vars.space[5]};
`;

/** /terms/{termId}: one of the six legal texts; an unknown id is Not Found. */
export function TermsPage() {
  const { termId } = useParams();
  if (!isTermsDocumentId(termId)) return <LazyNotFoundPage />;
  const document = termsDocuments[termId];
  return (
    <Article aria-label={document.title} data-page="terms" data-terms={termId}>
      <Summary>{document.summary}</Summary>
      <Effective>시행일: {document.effectiveDate}</Effective>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <SectionHeading>{section.heading}</SectionHeading>
          {section.paragraphs?.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          {section.items && (
            <List>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </List>
          )}
        </section>
      ))}
    </Article>
  );
}
