import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledHtmlContent = styled.div`
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  p {
    margin: 0 0 ${vars.space[3]};
  }

  h2,
  h3,
  h4 {
    margin: ${vars.space[6]} 0 ${vars.space[2]};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
  }

  h2 {
    font-size: ${vars.font.size.xl};
  }

  h3 {
    font-size: ${vars.font.size.lg};
  }

  h4 {
    font-size: ${vars.font.size.md};
  }

  strong,
  b {
    font-weight: ${vars.font.weight.bold};
  }

  ul,
  ol {
    margin: 0 0 ${vars.space[3]};
    padding-left: ${vars.space[5]};
  }

  li + li {
    margin-top: ${vars.space[1]};
  }

  a {
    color: ${vars.color.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  img {
    max-width: 100%;
    height: auto;
    margin: ${vars.space[3]} 0;
    border-radius: ${vars.radius.md};
  }
`;
