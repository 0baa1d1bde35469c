// useDeferredResult: a query result's new answer is drawn in a second, background render; a
// render for another reason (same answer, a new result object) is not followed by one.
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredResult } from '../../../src/api/useDeferredResult';
import { render, type Rendered } from './render';

interface Result {
  data: string | undefined;
  status: string;
  fetchStatus: string;
  error: unknown;
}

const drawn: (string | undefined)[] = [];

function Probe({ data, tick }: { data: string | undefined; tick: number }) {
  // A new object on every render, as react-query's useQuery returns.
  const result = useDeferredResult<Result & { tick: number }>({
    data,
    status: data === undefined ? 'pending' : 'success',
    fetchStatus: 'idle',
    error: null,
    tick,
  });
  drawn.push(result.data);
  return <p>{result.data ?? 'loading'}</p>;
}

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  drawn.length = 0;
});

describe('useDeferredResult', () => {
  it('draws a new answer first with the old content, then with the new one', () => {
    view = render(<Probe data={undefined} tick={0} />);
    drawn.length = 0;
    view.rerender(<Probe data="BTC 100" tick={0} />);
    expect(drawn).toEqual([undefined, 'BTC 100']);
    expect(view.container.textContent).toBe('BTC 100');
  });

  it('keeps the result it showed when only the object changed: no second render', () => {
    view = render(<Probe data="BTC 100" tick={0} />);
    drawn.length = 0;
    view.rerender(<Probe data="BTC 100" tick={1} />);
    expect(drawn).toEqual(['BTC 100']);
  });
});
