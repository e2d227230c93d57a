import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Heading, PageStack, Text, useLinkComponent, vars } from '@quotemarket/ui';
import type { TermsDocumentId } from '@quotemarket/contract';
import { paths } from '../../paths';
import { ServiceCompanyFooter } from '../../shared/ServiceCompanyFooter';
import { termsDocumentTitles } from '@quotemarket/contract';

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

const MenuLink = styled.a`
  display: flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[2]} 0;
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
  text-decoration: none;
`;

const helpLinks = [
  { href: paths.noticeList(), label: '공지사항' },
  { href: paths.faq(), label: '자주 묻는 질문' },
  { href: paths.inquiry(), label: '1:1 문의' },
] as const;

const termsLinks: readonly TermsDocumentId[] = [
  'use-terms',
  'policy',
  'privacy-policy',
  'third-party-consent',
  'unique-id-consent',
  'marketing-consent',
];

/**
 * MY for a visitor without a login: why to log in, the way to do it, help, the terms and the
 * company footer (document 001).
 */
export function MyNonmemberPage() {
  const navigate = useNavigate();
  const Link = useLinkComponent();
  return (
    <>
      <PageStack gap="lg" paddingTop="lg" data-page="my-nonmember">
        <Intro aria-labelledby="my-nonmember-heading">
          <Heading id="my-nonmember-heading">로그인이 필요해요</Heading>
          <Text tone="subtle">
            로그인하면 여러 판매점의 최저가 견적을 요청하고, 받은 견적을 비교해 구매 신청할 수
            있어요. 견적 내역과 알림 설정도 MY에서 관리할 수 있어요.
          </Text>
          <Button fullWidth size="lg" onClick={() => void navigate(paths.login())}>
            로그인하기
          </Button>
        </Intro>
        <Menu aria-labelledby="my-nonmember-help">
          <Heading level={2} size="sm" tone="subtle" id="my-nonmember-help">
            고객 지원
          </Heading>
          <MenuList>
            {helpLinks.map((link) => (
              <li key={link.href}>
                <MenuLink as={Link} href={link.href}>
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </Menu>
        <Menu aria-labelledby="my-nonmember-terms">
          <Heading level={2} size="sm" tone="subtle" id="my-nonmember-terms">
            약관 및 정책
          </Heading>
          <MenuList>
            {termsLinks.map((slug) => (
              <li key={slug}>
                <MenuLink as={Link} href={paths.terms(slug)}>
                  {termsDocumentTitles[slug]}
                </MenuLink>
              </li>
            ))}
          </MenuList>
        </Menu>
      </PageStack>
      <ServiceCompanyFooter />
    </>
  );
}
