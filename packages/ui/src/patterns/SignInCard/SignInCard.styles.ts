import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledScreen = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100dvh;
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.background};
`;

export const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  width: 100%;
  padding: ${vars.space[8]} ${vars.space[6]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  &[data-width='narrow'] {
    max-width: 420px;
  }

  &[data-width='wide'] {
    max-width: 560px;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;
