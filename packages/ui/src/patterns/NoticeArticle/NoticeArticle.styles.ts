import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const NoticeHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-bottom: ${vars.space[3]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const NoticeMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const NoticeImage = styled.img`
  display: block;
  width: 100%;
  border-radius: ${vars.radius.md};
`;
