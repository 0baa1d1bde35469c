import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddressListPage from '../../src/features/security/pages/AddressListPage';
import {
  ADDRESSES,
  broken,
  coinsHandler,
  expectLocation,
  ok,
  pageOf,
  pending,
  t,
  TRC20,
  USER,
} from './fixtures';

let deleted: string | null = null;

const page = (items: typeof ADDRESSES) => ({ items, total: items.length, page: 1, limit: 100 });

const meta = {
  title: 'Pages/Security/AddressList',
  component: AddressListPage,
  parameters: {
    route: 'pages/user/address/address?currency_id=3&network=TRC20',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    deleted = null;
    msw.use(
      coinsHandler,
      http.post('/api/wallet/get_address', () =>
        ok(page(ADDRESSES.filter((a) => String(a.id) !== deleted))),
      ),
      http.post('/api/wallet/deladdress', async ({ request }) => {
        deleted = new URLSearchParams(await request.text()).get('id');
        return ok(null, 'Withdrawal address deleted');
      }),
    );
  },
} satisfies Meta<typeof AddressListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(TRC20)).toBeVisible();
    await expect(
      await canvas.findByText(t('security:addresses.coinTitle', { coin: 'USDT' })),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/wallet/get_address', () => ok(page([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:addresses.empty'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('security:addresses.add') }));
    await expectLocation(canvas, '/pages/user/address/create?currency_id=3&network=TRC20');
  },
};

export const DeleteWithConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await canvas.findByText(TRC20);
    const [first] = canvas.getAllByRole('button', { name: t('security:addresses.delete') });
    await userEvent.click(first!);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(t('security:addresses.deleteTitle'))).toBeVisible();
    await waitFor(() =>
      userEvent.click(dialog.getByRole('button', { name: t('security:addresses.delete') })),
    );
    await waitFor(() => expect(deleted).toBe('2'));
    await waitFor(() => expect(canvas.queryByText(TRC20)).toBeNull());
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/wallet/get_address'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/wallet/get_address'));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('security:loadFailed'))).toBeVisible();
  },
};
