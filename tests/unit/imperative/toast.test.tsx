import { expect, it } from 'vitest';
import { spoken } from '../../../src/components/imperative/toast';
import { render } from '../app/render';

it("puts a toast's text in a polite status region, once", () => {
  const { container, unmount } = render(<div>{spoken('Saved')}</div>);
  const region = container.querySelector('[role="status"]');
  expect(region?.getAttribute('aria-live')).toBe('polite');
  expect(region?.textContent).toBe('Saved');
  expect(container.textContent).toBe('Saved');
  unmount();
});
