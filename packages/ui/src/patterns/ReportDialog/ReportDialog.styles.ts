import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

/** A little more room above it than the dialog's own gap, so the question stands apart. */
export const StyledReportForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-top: ${vars.space[2]};
`;

/** The reasons, their error and whatever the app adds under them. */
export const StyledReasonField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

/** A refusal from the server: it stays in the dialog, above the actions. */
export const StyledFailure = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;
