import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@quotemarket/ui';

const Column = styled.div`
  min-height: 100dvh;
  max-width: ${vars.layout.appMaxWidth};
  margin: 0 auto;
  background: ${vars.color.background};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  height: ${vars.layout.headerHeight};
  padding: 0 ${vars.space[4]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`;

const Logo = styled.span`
  color: ${vars.color.primary};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: -0.02em;
`;

/** The centred mobile column; the full shell (titles, back button, bottom tabs) comes with its issue. */
export function AppLayout() {
  return (
    <Column>
      <Header>
        <Logo as="h1">견적마켓</Logo>
      </Header>
      <main>
        <Outlet />
      </main>
    </Column>
  );
}
