import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

/** The date centred on a hairline that runs to both edges. */
export const StyledDateSeparator = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  margin: ${vars.space[2]} 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  white-space: nowrap;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${vars.borderWidth.thin} solid ${vars.color.border};
  }
`;
