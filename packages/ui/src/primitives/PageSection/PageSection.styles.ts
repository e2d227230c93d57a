import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledPageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[8]};

  &[data-gap='lg'] {
    gap: ${vars.space[6]};
  }

  &[data-padding-top='lg'] {
    padding-top: ${vars.space[6]};
  }
`;

export const StyledPageSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;
