import { styled } from 'styled-components';
import { keyValueRow } from '../../internal/keyValueRow';
import { vars } from '../../tokens/css-variables';

export const StyledDealDocument = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[5]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  /* On paper: one A4 sheet, black on white, no screen-only parts, sections kept whole. */
  @media print {
    @page {
      size: A4;
      margin: 15mm;
    }
    padding: 0;
    border-radius: 0;
    background: #fff;
    color: #000;
    font-size: 10pt;

    [data-part='actions'] {
      display: none;
    }
  }
`;

export const StyledHeader = styled.header`
  & > :is(h1, h2, h3) {
    margin: 0;
    font-size: ${vars.font.size.xl};
    font-weight: ${vars.font.weight.bold};
  }

  & > p {
    margin: ${vars.space[1]} 0 0;
    color: ${vars.color.textSubtle};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const StyledSection = styled.section`
  break-inside: avoid;

  & > :is(h2, h3, h4) {
    margin: 0 0 ${vars.space[2]};
    padding-bottom: ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
  }

  & > dl {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    margin: 0;
  }
`;

export const StyledRow = styled.div`
  ${keyValueRow}

  /* A 견적서 holds addresses and free-text notes as values, not only figures. */
  & > dd {
    overflow-wrap: anywhere;
  }

  &[data-emphasis='true'] {
    margin-top: ${vars.space[1]};
    padding-top: ${vars.space[3]};
    border-top: 1px solid ${vars.color.border};
  }

  &[data-emphasis='true'] > dt,
  &[data-emphasis='true'] > dd[data-part='value'] {
    color: ${vars.color.text};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
  }
`;

export const StyledCode = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-top: ${vars.space[3]};
  border-top: 1px dashed ${vars.color.border};
  break-inside: avoid;

  & > span {
    font-weight: ${vars.font.weight.semibold};
  }

  & > code {
    font-family: ui-monospace, monospace;
    font-size: ${vars.font.size.xs};
    overflow-wrap: anywhere;
  }

  & > small {
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.xs};
  }
`;
