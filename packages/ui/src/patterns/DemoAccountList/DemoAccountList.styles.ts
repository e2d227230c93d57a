import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[5]};
  border-top: 1px solid ${vars.color.border};
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const StyledAccountText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;
