import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledErrorFallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 60vh;
  padding: ${vars.space[12]} ${vars.space[6]};
  text-align: center;
`;

export const StyledMark = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${vars.space[16]};
  height: ${vars.space[16]};
  border-radius: 50%;
  background: ${vars.color.dangerSubtle};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.display};
  font-weight: ${vars.font.weight.bold};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[4]};
`;

/** The home link, drawn as an outline button. */
export const StyledHomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  &:active {
    background: ${vars.color.surfacePressed};
  }
`;
