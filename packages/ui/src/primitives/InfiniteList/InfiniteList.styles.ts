import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const StyledInfiniteList = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The container mode's scroll box; its height comes from the `--infinite-list-height` variable. */
export const StyledViewport = styled.div`
  height: var(--infinite-list-height, 100%);
  overflow-y: auto;
  overscroll-behavior-y: contain;
`;

/**
 * `data-layout`: the rows in the normal flow until measured, then placed by the virtualizer. A
 * column either way: a change of `display` would make the browser lay the rows out as new, and
 * count their text as painted anew (a late largest paint).
 */
export const StyledItems = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
`;

export const StyledRow = styled.div`
  width: 100%;

  [data-layout='placed'] > & {
    position: absolute;
    top: 0;
    left: 0;
  }
`;

export const StyledSentinel = styled.div`
  height: 1px;
`;

export const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} 0;
`;

export const StyledSkeletonRow = styled.span`
  display: block;
  height: 72px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfacePressed};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

export const StyledMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[10]} ${vars.space[4]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.md};
  text-align: center;

  &[data-compact='true'] {
    padding: ${vars.space[4]};
  }

  p {
    margin: 0;
  }
`;

export const StyledFetching = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space[4]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;
