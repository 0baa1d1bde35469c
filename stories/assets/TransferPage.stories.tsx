import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import TransferPage from '../../src/features/assets/pages/TransferPage';
import i18n from '../../src/i18n';
import { fail, never, ok, TRANSFERS, walletList, WALLETS } from './fixtures';

const sent: URLSearchParams[] = [];

const meta = {
  title: 'Pages/Assets/Transfer',
  component: TransferPage,
  parameters: { route: 'pages/assets/transfersd/hzindex', layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    sent.length = 0;
    msw.use(
      walletList(() => ok(WALLETS)),
      http.post('/api/wallet/change', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return ok(TRANSFERS[0], 'Transfer successful');
      }),
    );
  },
} satisfies Meta<typeof TransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvas: ReturnType<typeof within>) =>
  canvas.findByLabelText(i18n.t('assets:transfer.amount'));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await amountField(canvas)).toBeVisible();
    await expect(canvas.getByText('1200.50000000')).toBeVisible();
  },
};

/** "All" fills in the whole available balance; the swap button exchanges the accounts. */
export const AllAndSwap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: i18n.t('assets:transfer.all') }),
    );
    await expect(await amountField(canvas)).toHaveValue('1200.50000000');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('assets:transfer.swap') }));
    // From is now the options account, which holds 300 USDT.
    await expect(await canvas.findByText('300.00000000')).toBeVisible();
  },
};

/** More than the available balance is refused with the spec's "Insufficient balance". */
export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '5000');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('assets:transfer.submit') }));
    await expect(await canvas.findByText(i18n.t('assets:validation.insufficient'))).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** The server has the last word (a balance spent elsewhere meanwhile): its message is shown. */
export const InsufficientBalanceOnServer: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/wallet/change', () => fail(422, 'Insufficient balance', 1201)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '100');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('assets:transfer.submit') }));
    await expect(await within(document.body).findByText('Insufficient balance')).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvas), '50');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('assets:transfer.submit') }));
    await expect(
      await within(document.body).findByText(i18n.t('assets:transfer.success')),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    await expect(Object.fromEntries(body)).toMatchObject({
      from: 'spot',
      to: 'options',
      currency_id: '3',
      amount: '50',
    });
    await expect(body.get('request_id')).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(async () => expect(await amountField(canvas)).toHaveValue(''));
  },
};

/** Keyboard only: Tab to the amount, type, Tab to Transfer and press Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillByKeyboard([
      { to: await amountField(canvas), type: '50', maxTabs: 12 },
      {
        to: canvas.getByRole('button', { name: i18n.t('assets:transfer.submit') }),
        type: '{Enter}',
      },
    ]);
    await expect(
      await within(document.body).findByText(i18n.t('assets:transfer.success')),
    ).toBeVisible();
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(Object.fromEntries(sent[0]!)).toMatchObject({
      from: 'spot',
      to: 'options',
      currency_id: '3',
      amount: '50',
    });
    await waitFor(async () => expect(await amountField(canvas)).toHaveValue(''));
  },
};

/**
 * The account picker is a modal sheet titled with the field's label: Enter opens it with the
 * focus inside, choosing an account closes it and gives the focus back to the picker; picking the
 * other side's account swaps the two.
 */
export const ChooseAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await amountField(canvas);
    const [from, to] = canvas
      .getAllByRole('button')
      .filter((el) => el.getAttribute('aria-haspopup') === 'dialog');
    to!.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: i18n.t('assets:transfer.to') });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(sheet).getByText(i18n.t('assets:account.spot')));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(to).toHaveFocus();
    // Spot was the "from" account: the two swapped.
    await expect(to).toHaveTextContent(i18n.t('assets:account.spot'));
    await expect(from).toHaveTextContent(i18n.t('assets:account.options'));
    await expect(await canvas.findByText('300.00000000')).toBeVisible();
  },
};

/** Opened from a coin's page in Assets: that currency is chosen, with what spot holds of it. */
export const CurrencyFromAssets: Story = {
  parameters: { route: 'pages/assets/transfersd/hzindex?currency_id=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await amountField(canvas)).toBeVisible();
    await expect(canvas.getByText('0.10000000')).toBeVisible();
    await expect(canvas.queryByText('1200.50000000')).toBeNull();
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
    await expect(
      await within(canvasElement).findByText(i18n.t('assets:transfer.loadFailed')),
    ).toBeVisible();
  },
};
