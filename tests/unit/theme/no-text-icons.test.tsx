// One icon set (issue 34): no text character stands in for an icon. Each font draws ↓ ⇄ ⚙ ✓ and
// their kin differently, and they sat beside the real (SVG) icons of the tab bar. Icons come from
// antd-mobile-icons or src/components/icons (both listed on Storybook's Foundations/Icons page).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Formik } from 'formik';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '../../../src/components/ImageUpload/ImageUpload';
import { HomeNotices } from '../../../src/features/home/components/HomeNotices';
import { HomeSearch } from '../../../src/features/home/components/HomeSearch';
import { Shortcuts } from '../../../src/features/home/components/Shortcuts';
import { LotsStepper } from '../../../src/features/lever/components/LotsStepper';
import { Entries } from '../../../src/features/otc/components/Entries';
import { PayKindTags } from '../../../src/features/otc/components/PayKindTags';
import { TraderLine } from '../../../src/features/otc/components/TraderLine';
import { SecurityLevel } from '../../../src/features/security/components/SecurityLevel';
import { AppearanceSheet } from '../../../src/features/settings/components/AppearanceSheet';
import { initI18n, loadAllNamespaces } from '../../../src/i18n';
import { flush, render, type Rendered } from '../app/render';

// Home's notices strip: two notices, so it shows (the real hook would call the API).
vi.mock('../../../src/api/generated/endpoints/news/news', () => ({
  useNewsList: () => ({
    isPending: false,
    data: {
      items: [
        { id: 1, title: 'Maintenance on Sunday', fallback: false, lang: 'en' },
        { id: 2, title: 'New coin listed', fallback: false, lang: 'en' },
      ],
    },
  }),
}));

/** Symbols that fonts draw as pictures: arrows, technical, geometric shapes, misc symbols, dingbats. */
const SYMBOL =
  '\\u2190-\\u21FF\\u2300-\\u23FF\\u25A0-\\u25FF\\u2600-\\u27BF\\u2900-\\u297F\\u2B00-\\u2BFF';
/** Alone in an element (or a JSX text), these too were icons: ? % ％ + − × › ‹ ! and the symbols. */
const LONE = `[${SYMBOL}?%\\uFF05+\\u2212\\u00D7\\u203A\\u2039!]`;

const loneGlyph = new RegExp(`^${LONE}$`, 'u');
const leadingGlyph = new RegExp(`^[${SYMBOL}]\\s`, 'u');

/**
 * The elements under `root` that show a text character as their icon: a character alone (the
 * whole text of an element), or a symbol set before the text ("✓ Verified", "⚑ Notices").
 */
function textIcons(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const text = (element.textContent ?? '').trim();
    if (loneGlyph.test(text) || leadingGlyph.test(text))
      found.push(`<${element.tagName.toLowerCase()}>${text}`);
  }
  return [...new Set(found)];
}

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>
  );
}

const trader = {
  user_id: 7,
  nickname: 'alice',
  verified: true,
  verified_merchant: false,
  completed_orders: 12,
  completion_rate: '0.98',
} as Parameters<typeof TraderLine>[0]['trader'];

const screens: Record<string, () => ReactNode> = {
  'Home: shortcuts': () => <Shortcuts />,
  'Home: search bar': () => <HomeSearch />,
  'Home: notices': () => <HomeNotices />,
  'P2P: entries': () => <Entries />,
  'P2P: a trader, verified': () => <TraderLine trader={trader} />,
  'P2P: a merchant': () => <TraderLine trader={{ ...trader, verified_merchant: true }} />,
  'P2P: payment methods': () => <PayKindTags kinds={['bank', 'alipay', 'wechat']} />,
  'Security level': () => (
    <SecurityLevel
      checks={[
        { key: 'password', label: 'Password', done: true },
        { key: 'totp', label: 'Authenticator', done: false, to: '/x', secondFactor: true },
      ]}
    />
  ),
  'Lever: lots stepper': () => (
    <Formik initialValues={{ lots: '2' }} onSubmit={() => {}}>
      <LotsStepper />
    </Formik>
  ),
  'Image upload: empty': () => <ImageUpload label="ID card" onChange={() => {}} />,
  'Appearance sheet': () => <AppearanceSheet visible onClose={() => {}} />,
};

describe('no component renders a text character as an icon', () => {
  let view: Rendered | undefined;
  beforeAll(async () => {
    await initI18n('en');
    // Loaded up front: a namespace still loading suspends the component (nothing to check).
    await loadAllNamespaces('en');
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
    document.body.innerHTML = '';
  });

  it('the check catches the old ways (a lone glyph, a glyph before the text)', () => {
    view = render(
      <div>
        <span aria-hidden="true">⇄</span>
        <span>✓ Verified</span>
        <span>+</span>
        <span>Spot → Futures</span>
        <span>Read ›</span>
      </div>,
    );
    expect(textIcons(view.container)).toEqual(['<span>⇄', '<span>✓ Verified', '<span>+']);
  });

  it.each(Object.keys(screens))('%s', async (name) => {
    view = render(wrap(screens[name]!()));
    await flush();
    // Sheets render into a portal on <body>.
    expect(textIcons(document.body)).toEqual([]);
    // Each of them does show its icons, as SVG.
    expect(document.body.querySelector('svg')).not.toBeNull();
  });
});

const SRC = join(import.meta.dirname, '../../../src');

function* components(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The operators' console (src/admin) is a desktop antd app with its own look.
    if (entry.isDirectory()) {
      if (path !== join(SRC, 'admin')) yield* components(path);
    } else if (entry.name.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(entry.name))
      yield path;
  }
}

it('no JSX in src/ shows a text character as an icon (pages not rendered above too)', () => {
  const patterns = [
    // An element whose JSX text is one such character alone: <span>⌕</span>, <button>\n ⇄\n</button>
    // (not a unit after a self-closing element: <AmountText ... />%).
    new RegExp(`(?<!/)>\\s*${LONE}\\s*</`, 'gu'),
    // JSX text that starts with a symbol and a space: <span>▲ 2.35%</span>.
    new RegExp(`>\\s*[${SYMBOL}]\\s`, 'gu'),
    // A string of one symbol, as an icon in a list or a ternary: icon: '↓', done ? '✓' : '!'.
    new RegExp(`['"\`][${SYMBOL}\\uFF05]['"\`]`, 'gu'),
  ];
  const found: string[] = [];
  for (const path of components(SRC)) {
    const text = readFileSync(path, 'utf8');
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        found.push(`${relative(SRC, path)}: ${match[0].replace(/\s+/g, ' ')}`);
  }
  expect(found).toEqual([]);
});
