import { describe, expect, it } from 'vitest';
import {
  notificationForPush,
  notificationTarget,
  showsOfflinePage,
  unreadablePushNotice,
  windowToReuse,
} from './workerRules';
import { hostileDeepLinkTargets } from '../routes/branch/hostileTargets';

const origin = 'https://quotemarket.example';

const bid = {
  title: '새 견적이 도착했어요',
  body: '역삼 모바일이 갤럭시 S25에 견적을 보냈어요.',
  path: '/quotation-in-progress/12/34',
  tag: 'quotation-12',
};

describe('notificationForPush', () => {
  it('shows the payload’s words with the app’s icon and badge, its tag and its path', () => {
    expect(notificationForPush(bid, origin)).toEqual({
      title: '새 견적이 도착했어요',
      options: {
        body: '역삼 모바일이 갤럭시 S25에 견적을 보냈어요.',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        lang: 'ko',
        tag: 'quotation-12',
        renotify: true,
        data: { path: '/quotation-in-progress/12/34' },
      },
    });
  });

  it('keeps a query and a hash of the path, and leaves out an empty tag', () => {
    const { options } = notificationForPush(
      { ...bid, path: '/faq?from=push#top', tag: '' },
      origin,
    );
    expect(options.data.path).toBe('/faq?from=push#top');
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify');
  });

  it.each([
    ['nothing', null],
    ['text', '새 견적'],
    ['a payload without a title', { ...bid, title: '' }],
    ['a payload whose path is not a path', { ...bid, path: 'https://evil.test/' }],
    ['a payload with a title too long', { ...bid, title: '가'.repeat(101) }],
  ])('shows the generic notice for %s, opening home', (_case, payload) => {
    const { title, options } = notificationForPush(payload, origin);
    expect(title).toBe(unreadablePushNotice.title);
    expect(options.body).toBe(unreadablePushNotice.body);
    expect(options.data.path).toBe('/');
    expect(options).not.toHaveProperty('tag');
  });

  it.each(['//evil.test/steal', '/\\evil.test', '/\t/evil.test', '/branch?path=//evil.test'])(
    'keeps the words of a payload whose path %j would leave the app, but opens home',
    (path) => {
      const { title, options } = notificationForPush({ ...bid, path }, origin);
      expect(title).toBe(bid.title);
      expect(options.data.path).toBe('/');
    },
  );
});

describe('notificationTarget', () => {
  it('opens the carried path on the app’s origin', () => {
    expect(notificationTarget({ path: '/quotation-in-progress/12/34' }, origin)).toBe(
      `${origin}/quotation-in-progress/12/34`,
    );
  });

  it.each([
    ['another origin', { path: '//evil.test/x' }],
    ['a backslash that browsers read as a slash', { path: '/\\evil.test/x' }],
    ['a scheme', { path: 'javascript:alert(1)' }],
    ['an absolute address', { path: 'https://evil.test/' }],
    ['no path', {}],
    ['a path that is not text', { path: 12 }],
    ['no data', null],
  ])('refuses %s and opens home', (_case, data) => {
    expect(notificationTarget(data, origin)).toBe(`${origin}/`);
  });

  it.each(hostileDeepLinkTargets)('opens home for %s', (_case, path) => {
    expect(notificationTarget({ path }, origin)).toBe(`${origin}/`);
    expect(notificationForPush({ ...bid, path }, origin).options.data.path).toBe('/');
  });
});

describe('windowToReuse', () => {
  const window = (url: string, focused = false) => ({ url, focused });

  it('prefers the focused window of the app, else the most recently focused', () => {
    const home = window(`${origin}/`);
    const faq = window(`${origin}/faq`, true);
    expect(windowToReuse([home, faq], origin)).toBe(faq);
    expect(windowToReuse([home, window(`${origin}/faq`)], origin)).toBe(home);
  });

  it('never reuses the dealer console or a window of another origin', () => {
    expect(
      windowToReuse(
        [window(`${origin}/seller/requests`, true), window('https://other.example/', true)],
        origin,
      ),
    ).toBeUndefined();
    expect(windowToReuse([window(`${origin}/sellers`)], origin)?.url).toBe(`${origin}/sellers`);
  });
});

describe('showsOfflinePage', () => {
  it.each(['/', '/product/home/1/Mobile%20Phones', '/sellers', '/my-profile'])(
    'shows it for the app’s page %s',
    (path) => expect(showsOfflinePage(new URL(path, origin))).toBe(true),
  );

  it.each(['/seller', '/seller/', '/seller/requests/3', '/api/docs/', '/media/uploads/a.webp'])(
    'leaves %s to the browser',
    (path) => expect(showsOfflinePage(new URL(path, origin))).toBe(false),
  );
});
