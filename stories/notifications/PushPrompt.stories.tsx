import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { askForPush, type PushPromptContext } from '../../src/features/notifications';
import { PUSH_ASKED_KEY } from '../../src/features/notifications/push/push';
import WithdrawPage from '../../src/features/withdraw/pages/WithdrawPage';
import i18n from '../../src/i18n';
import {
  handlers as withdrawHandlers,
  typeFundPassword,
  USER as WITHDRAW_USER,
} from '../withdraw/fixtures';
import { ENDPOINT, pushWorld, type PushWorld } from './push';

// The one-time Web Push prompt (issue 33): after the user's first P2P order and first withdrawal,
// a dialog says what notifications would tell them right now; Turn on asks the browser and sends
// the subscription to the server, Not now is remembered. The browser's permission question and
// push subscription are stand-ins (./push.ts); the server's calls are MSW handlers.

/** What the moment after placing an order or submitting a withdrawal does: offer push. */
function AfterAction({ context }: { context: PushPromptContext }) {
  useEffect(() => {
    void askForPush(context);
  }, [context]);
  return <div style={{ minHeight: '100vh' }} />;
}

let world: PushWorld;

const meta = {
  title: 'Notifications/Push prompt',
  component: AfterAction,
  args: { context: 'p2pSell' },
  parameters: { layout: 'fullscreen', session: true },
  beforeEach({ msw }) {
    const made = pushWorld();
    world = made;
    msw.use(...made.handlers);
    return made.cleanup;
  },
} satisfies Meta<typeof AfterAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = i18n.t.bind(i18n);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const TEXTS = {
  p2pBuy: ['notifications:pushPrompt.p2pBuy.title', 'notifications:pushPrompt.p2pBuy.content'],
  p2pSell: ['notifications:pushPrompt.p2pSell.title', 'notifications:pushPrompt.p2pSell.content'],
  withdrawal: [
    'notifications:pushPrompt.withdrawal.title',
    'notifications:pushPrompt.withdrawal.content',
  ],
} as const;

/** The prompt's dialog, with the context's title and text and its two answers. */
async function promptOf(canvasElement: HTMLElement, context: PushPromptContext) {
  const [title, content] = TEXTS[context];
  // (A dialog closing just before, the withdrawal's confirmation, may still be on screen.)
  const dialog = await waitFor(() => {
    const shown = body(canvasElement)
      .getAllByRole('dialog')
      // i18n-dynamic: the notifications:pushPrompt.* literals in TEXTS above
      .find((el) => el.textContent?.includes(t(title)));
    expect(shown).toBeDefined();
    return shown!;
  });
  // i18n-dynamic: the notifications:pushPrompt.* literals in TEXTS above
  await expect(within(dialog).getByText(t(title))).toBeVisible();
  // i18n-dynamic: the notifications:pushPrompt.* literals in TEXTS above
  await expect(within(dialog).getByText(t(content))).toBeVisible();
  return within(dialog);
}
const turnOn = () => t('notifications:pushPrompt.turnOn');
const notNow = () => t('notifications:pushPrompt.notNow');

/** A seller's first order: know when the buyer pays. Turn on: the browser asks, the subscription
 * goes to the server, and a toast says it is on. */
export const SellerTurnsOn: Story = {
  args: { context: 'p2pSell' },
  play: async ({ canvasElement }) => {
    const dialog = await promptOf(canvasElement, 'p2pSell');
    await expect(dialog.getByRole('button', { name: notNow() })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: turnOn() }));
    await waitFor(() => expect(world.subscribes).toHaveLength(1));
    await expect(world.asked).toBe(1);
    await expect(Object.fromEntries(world.subscribes[0]!)).toEqual({
      endpoint: ENDPOINT,
      p256dh: 'B'.repeat(87),
      auth: 'a'.repeat(22),
    });
    await expect(
      await body(canvasElement).findByText(t('notifications:pushPrompt.result.on')),
    ).toBeVisible();
    await expect(localStorage.getItem(PUSH_ASKED_KEY)).toBe('1');
  },
};

/** A buyer's first order: know when the seller releases the coins. The dialog as it opens (its
 * screenshot). */
export const Buyer: Story = {
  args: { context: 'p2pBuy' },
  play: async ({ canvasElement }) => {
    await promptOf(canvasElement, 'p2pBuy');
  },
};

/** A first withdrawal: know when it is sent. */
export const Withdrawal: Story = {
  args: { context: 'withdrawal' },
  play: async ({ canvasElement }) => {
    await promptOf(canvasElement, 'withdrawal');
  },
};

/** Not now: nothing is asked or sent, and the prompt never comes again on this device. */
export const NotNow: Story = {
  args: { context: 'p2pBuy' },
  play: async ({ canvasElement }) => {
    const dialog = await promptOf(canvasElement, 'p2pBuy');
    await userEvent.click(dialog.getByRole('button', { name: notNow() }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(world.asked).toBe(0);
    await expect(world.subscribes).toHaveLength(0);
    await expect(localStorage.getItem(PUSH_ASKED_KEY)).toBe('1');
    await askForPush('withdrawal');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Turn on, but the browser's question is answered No: nothing is sent, and the toast says how
 * to allow notifications later. */
export const BrowserSaysNo: Story = {
  args: { context: 'withdrawal' },
  beforeEach() {
    world.answer = 'denied';
  },
  play: async ({ canvasElement }) => {
    const dialog = await promptOf(canvasElement, 'withdrawal');
    await userEvent.click(dialog.getByRole('button', { name: turnOn() }));
    await expect(
      await body(canvasElement).findByText(t('notifications:pushPrompt.result.denied')),
    ).toBeVisible();
    await expect(world.subscribes).toHaveLength(0);
  },
};

/** In the withdrawal page itself: the prompt follows a submitted withdrawal, not the page load. */
export const AfterAWithdrawal: Story = {
  render: () => <WithdrawPage />,
  parameters: { route: 'pages/assets/withdraw/index', session: { user: WITHDRAW_USER } },
  beforeEach({ msw }) {
    msw.use(
      withdrawHandlers.coins,
      withdrawHandlers.info(),
      withdrawHandlers.out(() => {}),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('withdraw:form.amount')), '100');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await typeFundPassword(canvas, t('withdraw:form.fundPassword'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: t('withdraw:form.submit') }));
    const confirm = within(await body(canvasElement).findByRole('dialog'));
    await waitFor(() =>
      userEvent.click(confirm.getByRole('button', { name: t('withdraw:form.confirm') })),
    );
    const prompt = await promptOf(canvasElement, 'withdrawal');
    await userEvent.click(prompt.getByRole('button', { name: notNow() }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
