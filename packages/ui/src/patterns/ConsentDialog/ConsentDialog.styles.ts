import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledConsentBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const StyledConsentCaption = styled.p`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
`;

/** The lines of the consent, each label above its text: the texts run long. */
export const StyledConsentLines = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  & > div {
    display: flex;
    flex-direction: column;
  }

  & dt {
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.xs};
  }

  & dd {
    margin: 0;
    color: ${vars.color.text};
  }
`;

export const StyledConsentHint = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledConsentError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledConsentFooter = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
