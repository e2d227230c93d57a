import { describe, expect, it } from 'vitest';
import { prerenderedStateElement, readPrerenderedState } from './prerenderedState';

const state = {
  router: { loaderData: { '0-0-0': null }, actionData: null, errors: null },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['reviews'],
        queryHash: '["reviews"]',
        dehydratedAt: 1,
        state: {
          data: ['좋아요 </script><script>alert(1)</script>'],
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
  accountId: null,
};

describe('the state a server-rendered page hands to the browser', () => {
  it('cannot be ended early by text in the data, and reads back as it was', () => {
    const element = prerenderedStateElement(state);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<script>alert');
    document.body.innerHTML = element;
    expect(readPrerenderedState(document)).toEqual(state);
  });

  it('is absent from a page the browser renders alone, and a broken one is ignored', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="prerendered-state">{</script>';
    expect(readPrerenderedState(document)).toBeNull();
  });
});
