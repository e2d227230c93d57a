import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

/** The choices stacked full width, first one on top: room for three and for long Korean labels. */
export const StyledChoices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};

  &:empty {
    display: none;
  }
`;
