import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyFallbackPage, loadFallbackPages, RenderedFallbackPages } from './lazyFallbackPage';

function deferredPage(text: string) {
  let resolve!: () => void;
  const loaded = new Promise<{ Page: () => string }>((done) => {
    resolve = () => done({ Page: () => text });
  });
  return { load: () => loaded, resolve };
}

const Loading = () => <p>불러오는 중이에요</p>;
const pageOptions = (id: string, load: () => Promise<{ Page: () => string }>) => ({
  id,
  load,
  pick: (module: { Page: () => string }) => module.Page,
  Loading,
  chunkLoader: <Module,>(loadModule: () => Promise<Module>) => loadModule(),
});

describe('lazyFallbackPage', () => {
  it('shows its loading state until its code arrives, then the page', async () => {
    const chunk = deferredPage('페이지를 찾을 수 없어요');
    const FallbackPage = lazyFallbackPage(pageOptions('test-waiting', chunk.load));
    render(<FallbackPage />);
    expect(screen.getByText('불러오는 중이에요')).toBeInTheDocument();
    chunk.resolve();
    expect(await screen.findByText('페이지를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중이에요')).toBeNull();
  });

  it('renders the page at once, never its loading state, once its code is loaded by id', async () => {
    const chunk = deferredPage('서버에 문제가 생겼어요');
    const FallbackPage = lazyFallbackPage(pageOptions('test-preloaded', chunk.load));
    chunk.resolve();
    await loadFallbackPages(['test-preloaded', 'an-id-nobody-registered']);
    render(<FallbackPage />);
    expect(screen.getByText('서버에 문제가 생겼어요')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중이에요')).toBeNull();
  });

  it('notes its id where a server render collects the fallback pages it drew', async () => {
    const chunk = deferredPage('접근 권한이 없어요');
    const FallbackPage = lazyFallbackPage(pageOptions('test-collected', chunk.load));
    chunk.resolve();
    await loadFallbackPages(['test-collected']);
    const drawn = new Set<string>();
    renderToString(
      <RenderedFallbackPages value={drawn}>
        <FallbackPage />
      </RenderedFallbackPages>,
    );
    expect([...drawn]).toEqual(['test-collected']);
  });
});
