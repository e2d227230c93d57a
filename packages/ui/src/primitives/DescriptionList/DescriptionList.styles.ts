import { styled } from 'styled-components';
import { wideScreen } from '../../internal/media';
import { vars } from '../../tokens/css-variables';

export const StyledDescriptionList = styled.dl`
  display: grid;
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  &[data-layout='rows'] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[3]};
  }

  &[data-layout='grid'] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[4]} ${vars.space[6]};

    @media ${wideScreen} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const StyledItem = styled.div`
  & > dt {
    color: ${vars.color.textSubtle};
  }

  & > dd {
    margin: 0;
    font-weight: ${vars.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }

  [data-layout='rows'] > & {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 ${vars.space[3]};
  }

  [data-layout='rows'] > & > dd {
    margin-left: auto;
    text-align: end;
  }

  [data-layout='grid'] > & {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }

  &[data-emphasis='true'] > dt {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.semibold};
  }

  &[data-emphasis='true'] > dd {
    color: ${vars.color.primary};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
`;
