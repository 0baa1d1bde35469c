import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CoinPage from '../../src/features/assets/pages/CoinPage';
import { HIDE_AMOUNTS_KEY } from '../../src/features/assets/privacy/hiddenAmounts';
import i18n from '../../src/i18n';
import { fail, JOURNAL, legalLog, never, ok, page, walletList, WALLETS } from './fixtures';

let journalAsked: URLSearchParams | undefined;

const meta = {
  title: 'Pages/Assets/Coin',
  component: CoinPage,
  parameters: { route: 'pages/assets/coin?currency_id=3', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    journalAsked = undefined;
    msw.use(
      walletList(() => ok(WALLETS)),
      http.post('/api/wallet/legal_log', async ({ request }) => {
        journalAsked = new URLSearchParams(await request.text());
        return page(JOURNAL);
      }),
    );
  },
} satisfies Meta<typeof CoinPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** USDT in all four accounts: the sum, each account (zero where none), what to do, recent changes. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1,300.5 spot + 300 options + 2,245 trust.
    await expect(await canvas.findByText('3,845.50000000')).toBeVisible();
    await expect(canvas.getByText('Tether USD')).toBeVisible();
    for (const type of ['spot', 'options', 'contract', 'trust'] as const) {
      // i18n-dynamic: the four account names (assets:account.spot ... trust)
      await expect(canvas.getByText(i18n.t(`assets:account.${type}`))).toBeVisible();
    }
    // Trust: its total and its available amount.
    await expect(canvas.getAllByText('2,245.00000000')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: i18n.t('deposit:index.title') })).toHaveAttribute(
      'href',
      '/pages/assets/transfer/index?currency_id=3',
    );
    await expect(
      canvas.getByRole('link', { name: i18n.t('assets:index.withdraw') }),
    ).toHaveAttribute('href', '/pages/assets/withdraw/index?currency_id=3');
    await expect(
      canvas.getByRole('link', { name: i18n.t('assets:index.transfer') }),
    ).toHaveAttribute('href', '/pages/assets/transfersd/hzindex?currency_id=3');
    await expect(await canvas.findByText('+1350.50000000')).toBeVisible();
    await expect(journalAsked?.get('currency_id')).toBe('3');
  },
};

/** Tapping an account opens that account's page. */
export const OpensAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(i18n.t('assets:account.trust')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/assets/tradeAccount?type=trust',
      ),
    );
  },
};

/** Amounts hidden with Assets' eye stay hidden here. */
export const AmountsHidden: Story = {
  beforeEach() {
    localStorage.setItem(HIDE_AMOUNTS_KEY, '1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('assets:privacy.hideAmounts') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('3,845.50000000')).toBeNull();
    await expect(canvas.queryByText('2,245.00000000')).toBeNull();
    await expect(canvas.getAllByText('****').length).toBeGreaterThan(4);
  },
};

/** A coin the wallet does not know (a stale or hand-written link). */
export const UnknownCoin: Story = {
  parameters: { route: 'pages/assets/coin?currency_id=999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:coin.unknown')),
    ).toBeVisible();
  },
};

export const NoChanges: Story = {
  beforeEach({ msw }) {
    msw.use(legalLog(() => page([])));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:record.empty')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(walletList(() => fail(500, 'Server error')));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:coin.loadFailed')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(walletList(never));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
