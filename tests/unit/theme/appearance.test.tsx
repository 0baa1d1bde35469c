import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAppearance,
  DEFAULT_APPEARANCE,
  readAppearance,
  setAppearance,
} from '../../../src/components/theme/appearance';
import { ThemeScope } from '../../../src/components/theme/ThemeScope';
import { palettes } from '../../../src/components/theme/tokens';
import {
  useColorScheme,
  useThemeColors,
  type ThemeColors,
} from '../../../src/components/theme/useTheme';
import { render } from '../app/render';

const storage = (value: string | null) => ({ getItem: () => value });

afterEach(() => {
  setAppearance(DEFAULT_APPEARANCE);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the stored appearance', () => {
  it('defaults to the system theme and green up', () => {
    expect(readAppearance(storage(null))).toEqual({ theme: 'system', rise: 'green-up' });
  });

  it('keeps what is valid and defaults the rest, field by field', () => {
    expect(readAppearance(storage('{"theme":"dark","rise":"purple-up"}'))).toEqual({
      theme: 'dark',
      rise: 'green-up',
    });
    expect(readAppearance(storage('not json'))).toEqual(DEFAULT_APPEARANCE);
    expect(readAppearance(storage('null'))).toEqual(DEFAULT_APPEARANCE);
  });

  it('persists a choice and applies it to <html>', () => {
    setAppearance({ theme: 'dark', rise: 'red-up' });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.rise).toBe('red-up');
    expect(readAppearance()).toEqual({ theme: 'dark', rise: 'red-up' });
    setAppearance(DEFAULT_APPEARANCE);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(document.documentElement.hasAttribute('data-rise')).toBe(false);
  });

  it('applies to any root element', () => {
    const root = document.createElement('div');
    applyAppearance({ theme: 'light', rise: 'green-up' }, root);
    expect(root.dataset.theme).toBe('light');
  });
});

describe('the scheme a component is drawn in', () => {
  const systemDark = (dark: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));

  it('follows the system by default, and the choice when there is one', () => {
    systemDark(true);
    let scheme = '';
    const Probe = () => {
      scheme = useColorScheme();
      return null;
    };
    const view = render(<Probe />);
    expect(scheme).toBe('dark');
    act(() => setAppearance({ theme: 'light', rise: 'green-up' }));
    expect(scheme).toBe('light');
    view.unmount();
  });

  it('is dark inside a dark scope whatever the choice', () => {
    systemDark(false);
    setAppearance({ theme: 'light', rise: 'red-up' });
    let colours: ThemeColors | undefined;
    const Probe = () => {
      colours = useThemeColors();
      return null;
    };
    const view = render(
      <ThemeScope scheme="dark">
        <Probe />
      </ThemeScope>,
    );
    expect(colours?.scheme).toBe('dark');
    expect(colours?.up).toBe(palettes.dark.red);
    expect(colours?.down).toBe(palettes.dark.green);
    view.unmount();
  });
});
