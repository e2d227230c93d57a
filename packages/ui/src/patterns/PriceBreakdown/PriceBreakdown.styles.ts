import { styled } from 'styled-components';
import { keyValueRow } from '../../internal/keyValueRow';
import { vars } from '../../tokens/css-variables';

export const StyledKeyValueList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  &[data-variant='card'] {
    padding: ${vars.space[5]} ${vars.space[4]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
  }
`;

export const StyledRow = styled.div`
  ${keyValueRow}

  & > dd[data-part='note'] {
    margin-top: ${vars.space[1]};
  }

  &[data-minus='true'] > dd[data-part='value'] {
    color: ${vars.color.danger};
  }

  &[data-emphasis='true'] > dt {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-part='total'] {
    margin-top: ${vars.space[1]};
    padding-top: ${vars.space[4]};
    border-top: 1px solid ${vars.color.border};
  }

  &[data-part='total'] > dt {
    color: ${vars.color.text};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }

  &[data-part='total'] > dd[data-part='value'] {
    color: ${vars.color.primary};
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }
`;
