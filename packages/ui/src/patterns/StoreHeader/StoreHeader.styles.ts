import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledStoreHeader = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  text-align: center;
`;

export const StyledStoreName = styled.h1`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledOwnerName = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

export const StyledStoreStats = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};

  & > [data-part='rating'] {
    --rating-star-size: 18px;
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & [data-part='average'] {
    color: ${vars.color.text};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }

  & > [data-part='bids'] {
    padding: ${vars.space[1]} ${vars.space[3]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryPressed};
    font-weight: ${vars.font.weight.semibold};
  }
`;
