import { styled } from 'styled-components';
import { vars } from '@quotemarket/ui';

/** One entry of a MY history list (내 리뷰, 신고 내역): a row with a rule below it. */
export const MyHistoryCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
`;

/** The entry's badges and product, its date pushed to the end of the line. */
export const MyHistoryMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  & > time {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

/** What the buyer wrote, with its line breaks kept and long words broken. */
export const MyHistoryText = styled.p`
  margin: 0;
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
