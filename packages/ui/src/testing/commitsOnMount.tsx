import { render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';

/**
 * How many times React commits while mounting `ui`: 1 unless something it mounts asks for an
 * update while React commits it (a layout effect's or a ref's state update). React renders such an
 * update at once, in the commit's own task, and on a page hydrated from the server's markup it runs
 * every effect of the page in that task too (decision 0016).
 */
export function commitsOnMount(ui: ReactNode): number {
  let commits = 0;
  render(
    <Profiler id="mount" onRender={() => (commits += 1)}>
      {ui}
    </Profiler>,
  );
  return commits;
}
