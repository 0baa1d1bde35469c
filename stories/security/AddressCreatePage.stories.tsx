import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fillByKeyboard } from '../../src/components/storybook/keyboard';
import AddressCreatePage from '../../src/features/security/pages/AddressCreatePage';
import {
  ADDRESSES,
  broken,
  codeSent,
  coinsHandler,
  EVM,
  expectAlert,
  expectLocation,
  hasPassword,
  ok,
  pageOf,
  pending,
  t,
  TRC20,
  typeFundPassword,
  USER,
} from './fixtures';

let sent = new URLSearchParams();

const meta = {
  title: 'Pages/Security/AddressCreate',
  component: AddressCreatePage,
  parameters: {
    route: 'pages/user/address/create?currency_id=3&network=TRC20',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    sent = new URLSearchParams();
    msw.use(
      hasPassword(true),
      coinsHandler,
      ...codeSent,
      http.post('/api/wallet/addaddress', async ({ request }) => {
        sent = new URLSearchParams(await request.text());
        return ok(ADDRESSES[0], 'Withdrawal address added');
      }),
    );
  },
} satisfies Meta<typeof AddressCreatePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof pageOf>;

async function fill(canvas: Canvas, address: string, fundPassword = '135790') {
  await userEvent.type(await canvas.findByLabelText(t('security:fields.address')), address);
  await userEvent.type(canvas.getByLabelText(t('security:fields.code')), '654321');
  await typeFundPassword(canvas, t('security:fields.fundPassword'), fundPassword);
  await userEvent.click(canvas.getByRole('button', { name: t('security:create.submit') }));
}

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'TRC20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'ERC20' })).toBeVisible();
  },
};

/** Without a fund password the spec's prompt offers to set one. */
export const NoFundPassword: Story = {
  beforeEach({ msw }) {
    msw.use(hasPassword(false));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:prompt.noFundPassword'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('security:prompt.setNow') }));
    await expectLocation(canvas, '/pages/settings/security/changePayPassword');
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, EVM);
    await expectAlert(canvas, t('security:validation.addressInvalid'));
    await expect(sent.get('address')).toBeNull();
  },
};

export const FundPasswordNotSixDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, TRC20, '123');
    await expectAlert(canvas, t('security:validation.fundPasswordDigits'));
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fill(canvas, TRC20);
    await waitFor(() => expect(sent.get('address')).toBe(TRC20));
    await expect(sent.get('network')).toBe('TRC20');
    await expect(sent.get('currency_id')).toBe('3');
    await expect(sent.get('fund_password')).toBe('135790');
    await expectLocation(canvas, '/pages/user/address/address?currency_id=3&network=TRC20');
  },
};

/** Keyboard only: Tab to the address, the code and the fund password, then Enter on Submit. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await fillByKeyboard([
      {
        to: await canvas.findByLabelText(t('security:fields.address')),
        type: TRC20,
        maxTabs: 10,
      },
      { to: canvas.getByLabelText(t('security:fields.code')), type: '654321' },
      {
        to: canvas.getByRole('textbox', { name: t('security:fields.fundPassword') }),
        type: '135790',
      },
      { to: canvas.getByRole('button', { name: t('security:create.submit') }), type: '{Enter}' },
    ]);
    await waitFor(() => expect(sent.get('address')).toBe(TRC20));
    await expect(sent.get('network')).toBe('TRC20');
    await expect(sent.get('currency_id')).toBe('3');
    await expect(sent.get('fund_password')).toBe('135790');
    await expectLocation(canvas, '/pages/user/address/address?currency_id=3&network=TRC20');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/wallet/address_coins'));
  },
  play: async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(t('security:loadFailed'))).toBeVisible();
  },
};
