import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { formatErrorRate, formatMs, formatRps } from '../../src/admin/features/system/format';
import { consoleI18n } from '../../src/admin/i18n';
import {
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectShown,
  failure,
  LOADED,
  meHandler,
  operatorAs,
  queuesHandler,
  rowWith,
  systemHandler,
  t,
  withConsole,
} from './console';

const meta = {
  title: 'Console/System',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/system' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')), queuesHandler(), systemHandler());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every instance with its figures, this one and the stale one marked; a viewer may look. */
export const Instances: Story = {
  play: async ({ canvasElement }) => {
    const mine = await rowWith(canvasElement, 'web-1');
    await expect(within(mine).getByText(t('system.this'))).toBeVisible();
    await expect(within(mine).getByText(t('system.fresh'))).toBeVisible();
    const lang = consoleI18n.language;
    await expect(mine.textContent).toContain(formatRps(30.25, lang));
    await expect(mine.textContent).toContain(formatErrorRate(0.005, lang));
    await expect(mine.textContent).toContain(formatMs(120.3, lang));
    await expect(mine.textContent).toContain(t('system.dur_dh', { d: 2, h: 2 }));
    const gone = await rowWith(canvasElement, 'web-3');
    await expect(within(gone).getByText(t('system.stale'))).toBeVisible();
    await expect(within(gone).queryByText(t('system.this'))).toBeNull();
    await expectShown(canvasElement, t('system.stale_note'));
    // the menu's entry is selected
    await expect(
      within(canvasElement).getByRole('menuitem', { name: t('system.nav') }).className,
    ).toContain('selected');
  },
};

/** Each job's lag: on time, or behind with its last error. */
export const JobLags: Story = {
  play: async ({ canvasElement }) => {
    const late = await rowWith(canvasElement, 'trust.accrue');
    await expect(within(late).getByText(t('system.dur_ms', { m: 1, s: 35 }))).toBeVisible();
    await expect(late.textContent).toMatch(/connection terminated unexpectedly/);
    const onTime = await rowWith(canvasElement, 'otc.expire');
    await expect(within(onTime).getByText(t('system.on_time'))).toBeVisible();
  },
};

/** In Korean: headings, states and durations. */
export const InKorean: Story = {
  globals: { ...consoleGlobals, locale: 'kr' },
  play: async (context) => {
    await expect(t('system.stale')).toMatch(/[\uac00-\ud7af]/); // Hangul, not a fallback
    await within(context.canvasElement).findByText(t('system.instances'), {}, LOADED);
    await JobLags.play!(context);
  },
};

/** The list cannot be loaded: the error and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/admin/system', () => failure(500, 500, 'Server error')));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('error.load', { message: 'Server error' }));
    await expect(
      within(canvasElement).getByRole('button', { name: t('error.retry') }),
    ).toBeVisible();
  },
};
