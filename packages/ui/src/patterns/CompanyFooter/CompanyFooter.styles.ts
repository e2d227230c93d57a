import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledCompanyFooter = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[5]} ${vars.space[4]} ${vars.space[6]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.relaxed};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;

export const StyledName = styled.h2`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
`;

export const StyledLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.layout.touchTarget};
    color: ${vars.color.textSubtle};
    font-weight: ${vars.font.weight.bold};
    text-decoration: none;
  }
`;

export const StyledDetails = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${vars.space[3]};
  margin: 0;
`;

export const StyledDetail = styled.div`
  display: flex;
  gap: ${vars.space[1]};

  dt,
  dd {
    margin: 0;
  }

  dt {
    flex: none;
  }

  a {
    color: inherit;
  }
`;

export const StyledNotice = styled.p`
  margin: 0;
`;
