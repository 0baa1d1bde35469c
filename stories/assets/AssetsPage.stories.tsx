import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AssetsPage from '../../src/features/assets/pages/AssetsPage';
import { HIDE_AMOUNTS_KEY } from '../../src/features/assets/privacy/hiddenAmounts';
import i18n from '../../src/i18n';
import { unreadCount } from '../notifications/fixtures';
import { EMPTY_WALLETS, fail, never, ok, walletList, WALLETS } from './fixtures';

const meta = {
  title: 'Pages/Assets/Index',
  component: AssetsPage,
  parameters: { route: 'pages/assets/index', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    msw.use(walletList(() => ok(WALLETS)));
  },
} satisfies Meta<typeof AssetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('13,345.50')).toBeVisible();
    await expect(canvas.getByText(i18n.t('assets:account.options'))).toBeVisible();
    await expect(canvas.getByText('2,245.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: i18n.t('assets:index.transfer') })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('assets:index.flashExchange') }),
    ).toHaveAttribute('href', '/pages/assets/transfersd/index');
  },
};

/** The eye hides every amount ("****", read out as "hidden"), and the choice is kept. */
export const HidesAmounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('13,345.50')).toBeVisible();
    const eye = canvas.getByRole('button', { name: i18n.t('assets:privacy.hideAmounts') });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(eye);
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByText('13,345.50')).toBeNull();
    await expect(canvas.queryByText('2,245.00')).toBeNull();
    // The total, each account's value, and each coin held (BTC, USDT, ETH): amount and value.
    const hidden = 1 + WALLETS.accounts.length + 3 * 2;
    await expect(canvas.getAllByText('****')).toHaveLength(hidden);
    await expect(canvas.getAllByText(i18n.t('assets:privacy.hidden'))).toHaveLength(hidden);
    await expect(localStorage.getItem(HIDE_AMOUNTS_KEY)).toBe('1');
    await userEvent.click(eye);
    await expect(await canvas.findByText('13,345.50')).toBeVisible();
    await expect(localStorage.getItem(HIDE_AMOUNTS_KEY)).toBeNull();
  },
};

/** Hidden on an earlier visit: the page opens with its amounts hidden. */
export const AmountsHidden: Story = {
  beforeEach() {
    localStorage.setItem(HIDE_AMOUNTS_KEY, '1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: i18n.t('assets:privacy.hideAmounts') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(canvas.getAllByText('****')).toHaveLength(1 + WALLETS.accounts.length + 3 * 2),
    );
    await expect(canvas.queryByText('13,345.50')).toBeNull();
  },
};

const holdingRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: i18n.t('assets:holdings.title') }))
    .getAllByRole('link')
    .map((row) => within(row).getAllByText(/^[A-Z0-9]+$/)[0]!.textContent);

/** Below the accounts, every coin held across them, the most valuable first; a row opens the coin. */
export const Holdings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(
      await canvas.findByRole('region', { name: i18n.t('assets:holdings.title') }),
    );
    // BTC 0.1 x 65,000; USDT 1,300.5 + 300 + 2,245; ETH 1 x 3,200.
    await expect(holdingRows(canvas)).toEqual(['BTC', 'USDT', 'ETH']);
    await expect(list.getByText('3,845.50000000')).toBeVisible();
    await expect(list.getByText('6,500.00')).toBeVisible();
    await expect(list.getByRole('link', { name: /^ETH/ })).toHaveAttribute(
      'href',
      '/pages/assets/coin?currency_id=2',
    );
  },
};

/** The search box filters by symbol or name; nothing found says so. */
export const HoldingsSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: i18n.t('assets:holdings.search') });
    await userEvent.type(search, 'ethereum');
    await waitFor(() => expect(holdingRows(canvas)).toEqual(['ETH']));
    await userEvent.clear(search);
    await userEvent.type(search, 'doge');
    await expect(await canvas.findByText(i18n.t('assets:holdings.noMatch'))).toBeVisible();
  },
};

/** Dust (under 1 USDT) shows until the switch hides it. */
export const HideSmallBalances: Story = {
  beforeEach({ msw }) {
    const dusty = structuredClone(WALLETS);
    const eth = dusty.accounts
      .find((a) => a.type === 'contract')!
      .balances.find((b) => b.symbol === 'ETH')!;
    Object.assign(eth, { total: '0.0002', available: '0.0002', usdt_value: '0.64' });
    msw.use(walletList(() => ok(dusty)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: i18n.t('assets:holdings.title') });
    await expect(holdingRows(canvas)).toEqual(['BTC', 'USDT', 'ETH']);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: i18n.t('assets:holdings.hideSmall', { value: 1 }) }),
    );
    await waitFor(() => expect(holdingRows(canvas)).toEqual(['BTC', 'USDT']));
  },
};

/** Unread notifications: the bell in the nav bar counts them and opens the inbox. */
export const WithUnreadNotifications: Story = {
  beforeEach({ msw }) {
    msw.use(unreadCount(12));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('link', {
      name: i18n.t('common:nav.notificationsUnread', { unread: 12 }),
    });
    await expect(bell).toHaveTextContent(/^12$/);
    await expect(bell).toHaveAttribute('href', '/pages/notice/inbox');
  },
};

/** Tapping an account opens its currency list. */
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

/** Below the accounts, a row opens the check of the user's balances in the latest snapshot. */
export const OpensVerifyBalances: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText(i18n.t('assets:index.verifyBalances')));
    await waitFor(() =>
      expect(within(document.body).getByTestId('location')).toHaveTextContent(
        '/pages/liabilities/verify',
      ),
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(walletList(() => ok(EMPTY_WALLETS)));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:index.empty')),
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

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(walletList(() => fail(500, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('assets:index.loadFailed'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n.t('common:actions.retry') }),
    ).toBeVisible();
  },
};
