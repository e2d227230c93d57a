import { styled } from 'styled-components';
import { Spinner } from '@quotemarket/ui';

const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(var(--vh, 1vh) * 100);
`;

/** While the first page's code arrives (the data router's hydrate fallback). */
export function ShellLoading() {
  return (
    <Centered data-shell="loading">
      <Spinner size="lg" label="화면을 불러오는 중이에요" />
    </Centered>
  );
}
