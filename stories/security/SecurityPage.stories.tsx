import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SecurityPage from '../../src/features/security/pages/SecurityPage';
import {
  antiPhishing,
  authenticatorState,
  broken,
  expectLocation,
  hasPassword,
  IPHONE_PASSKEY,
  pageOf,
  PASSKEYS,
  passkeysState,
  pending,
  t,
  USER,
} from './fixtures';

/** The list row labelled `label`, looked up afresh: the page may re-render (a language loading). */
const rowOf = (canvasElement: HTMLElement, label: string) =>
  within(
    pageOf(canvasElement)
      .getAllByText(label)
      .map((text) => text.closest('.adm-list-item'))
      .find(Boolean) as HTMLElement,
  );

/** Waits until the row labelled `label` shows `status`. */
const expectStatus = (canvasElement: HTMLElement, label: string, status: string) =>
  waitFor(() => expect(rowOf(canvasElement, label).getByText(status)).toBeVisible());

const meta = {
  title: 'Pages/Security/SecurityCenter',
  component: SecurityPage,
  parameters: {
    route: 'pages/settings/security/index',
    layout: 'fullscreen',
    session: { user: USER },
  },
  beforeEach({ msw }) {
    msw.use(hasPassword(true), antiPhishing(null), authenticatorState(false));
  },
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FundPasswordSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expectStatus(canvasElement, t('security:center.fundPassword'), t('security:center.set'));
    await expect(canvas.getByText(t('security:center.loginPassword'))).toBeVisible();
    await expect(canvas.getByText(t('security:center.addresses'))).toBeVisible();
    await expect(canvas.getByText(t('security:center.activity'))).toBeVisible();
    await userEvent.click(canvas.getByText(t('security:center.devices')));
    await expectLocation(canvas, '/pages/settings/security/devices');
  },
};

export const NoFundPassword: Story = {
  beforeEach({ msw }) {
    msw.use(hasPassword(false));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    const label = t('security:center.fundPassword');
    await expectStatus(canvasElement, label, t('security:center.notSet'));
    await userEvent.click(rowOf(canvasElement, label).getByText(label));
    await expectLocation(canvas, '/pages/settings/security/changePayPassword');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(pending('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(canvas.getByText(t('security:center.fundPassword'))).toBeVisible();
    const fund = rowOf(canvasElement, t('security:center.fundPassword'));
    await expect(fund.queryByText(t('security:center.set'))).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(broken('/api/user/has_password'));
  },
  play: async ({ canvasElement }) => {
    const label = t('security:center.fundPassword');
    await expectStatus(canvasElement, label, t('security:center.unknown'));
  },
};

export const OpensChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await userEvent.click(canvas.getByText(t('security:center.loginPassword')));
    await expectLocation(canvas, '/pages/settings/security/changePassword');
  },
};

/** The anti-phishing row says whether a code is set and opens its page. */
export const AntiPhishingSet: Story = {
  beforeEach({ msw }) {
    msw.use(antiPhishing('Blue42'));
  },
  play: async ({ canvasElement }) => {
    const label = t('security:center.antiPhishing');
    await expectStatus(canvasElement, label, t('security:center.set'));
    await userEvent.click(rowOf(canvasElement, label).getByText(label));
    await expectLocation(pageOf(canvasElement), '/pages/settings/security/antiPhishing');
  },
};

/** The authenticator row says whether the second factor is on, and leads to its page. */
export const AuthenticatorOn: Story = {
  beforeEach({ msw }) {
    msw.use(authenticatorState(true));
  },
  play: async ({ canvasElement }) => {
    const label = t('security:center.authenticator');
    await expectStatus(canvasElement, label, t('security:center.on'));
    await userEvent.click(rowOf(canvasElement, label).getByText(label));
    await expectLocation(pageOf(canvasElement), '/pages/settings/security/authenticator');
  },
};

export const AuthenticatorOff: Story = {
  play: async ({ canvasElement }) => {
    await expectStatus(canvasElement, t('security:center.authenticator'), t('security:center.off'));
  },
};

const checklist = (canvasElement: HTMLElement) =>
  within(pageOf(canvasElement).getByRole('list', { name: t('security:level.checklist') }));

/** No second factor: the level is low, whatever else is set, and the checklist says what to do. */
export const LevelLow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:level.low'))).toBeVisible();
    await expect(canvas.getByText(t('security:level.hintLow'))).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', {
        name: t('security:level.progress', { done: 2, total: 5 }),
      }),
    ).toBeVisible();
    const list = checklist(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(list.getAllByRole('button', { name: t('security:level.setUp') })[0]!);
    await expectLocation(canvas, '/pages/settings/security/authenticator');
  },
};

/** The authenticator on, a passkey and the anti-phishing code left: medium. */
export const LevelMedium: Story = {
  beforeEach({ msw }) {
    msw.use(authenticatorState(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:level.medium'))).toBeVisible();
    const list = checklist(canvasElement);
    await expect(list.getAllByRole('button', { name: t('security:level.setUp') })).toHaveLength(2);
  },
};

/** A passkey is a second factor on its own: medium without the authenticator app. */
export const LevelMediumWithPasskey: Story = {
  beforeEach({ msw }) {
    msw.use(passkeysState(PASSKEYS));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:level.medium'))).toBeVisible();
    await expectStatus(
      canvasElement,
      t('security:center.passkeys'),
      t('security:center.passkeyCount', { count: 2 }),
    );
    // The row, not the checklist item: in some languages both say just "Passkeys".
    const row = t('security:center.passkeys');
    await userEvent.click(rowOf(canvasElement, row).getByText(row));
    await expectLocation(canvas, '/pages/settings/security/passkeys');
  },
};

/** Everything on: high. */
export const LevelHigh: Story = {
  beforeEach({ msw }) {
    msw.use(authenticatorState(true), antiPhishing('Blue42'), passkeysState([IPHONE_PASSKEY]));
  },
  play: async ({ canvasElement }) => {
    const canvas = pageOf(canvasElement);
    await expect(await canvas.findByText(t('security:level.high'))).toBeVisible();
    await expect(canvas.getByText(t('security:level.hintHigh'))).toBeVisible();
    await expect(checklist(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
