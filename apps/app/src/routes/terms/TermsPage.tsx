import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { isTermsDocumentId } from '@quotemarket/contract';
import { useCompanyInfo } from '@quotemarket/hooks';
import { phoneForDialing, vars } from '@quotemarket/ui';
import { paths } from '../../paths';
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

/** The privacy officer and the customer centre as configured, and the way to write to them. */
function CompanyContact() {
  const { data: company, isError } = useCompanyInfo();
  if (!company) {
    return isError ? (
      <Paragraph>
        연락처를 불러오지 못했어요. <Link to={paths.inquiry()}>1:1 문의</Link>로 알려 주세요.
      </Paragraph>
    ) : null;
  }
  const { privacyOfficer, customerCenter } = company;
  return (
    <List>
      <li>
        개인정보 보호책임자: {privacyOfficer.name} ({privacyOfficer.position}), 연락처{' '}
        {privacyOfficer.contact}
      </li>
      <li>
        고객센터:{' '}
        <a href={`tel:${phoneForDialing(customerCenter.phone)}`}>{customerCenter.phone}</a>,{' '}
        <a href={`mailto:${customerCenter.email}`}>{customerCenter.email}</a> (
        {customerCenter.hours})
      </li>
      <li>
        <Link to={paths.inquiry()}>1:1 문의</Link>: 회원이 아니어도 남길 수 있고, 이메일로
        답변드려요.
      </li>
    </List>
  );
}

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
          {section.companyContact && <CompanyContact />}
        </section>
      ))}
    </Article>
  );
}
