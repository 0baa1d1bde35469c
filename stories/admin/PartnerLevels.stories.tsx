import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminPartnerLevel, Lang } from '../../src/admin/api/generated/model';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  expectNoButtons,
  expectShown,
  failure,
  fillFields,
  LOADED,
  loadErrorStory,
  loadingStory,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  rowWith,
  t,
  withConsole,
} from './console';

// Partner levels (#/products/partners): the levels with names (a marker where a language has no
// name), code, minimum direct team, ratio and users now; none; still loading; a load error; a new
// level refused by the form, then by the server (another operator took it), then created; an edit
// kept in order by the form, then saved, and the highest level removed after a confirmation; and
// the read-only view of a viewer.

const LANGS: Lang[] = ['en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th'];
const level = (
  n: number,
  names: Partial<Record<Lang, string>>,
  rest: Partial<AdminPartnerLevel>,
): AdminPartnerLevel => {
  const all = Object.fromEntries(LANGS.map((l) => [l, names[l] ?? ''])) as Record<Lang, string>;
  return {
    level: n,
    name: all.en,
    names: all,
    missing_languages: LANGS.filter((l) => !all[l]),
    authorization_code: `P${n}`,
    min_team: 0,
    rebate_ratio: '0.1',
    users: 0,
    ...rest,
  };
};
const FULL = (en: string) => ({
  en,
  zh: '合伙人',
  hk: '合夥人',
  jp: 'パートナー',
  kr: '파트너',
  esp: 'Socio',
  th: 'พาร์ทเนอร์',
});
const LEVELS = [
  level(1, FULL('Member'), { authorization_code: 'M1', users: 1250 }),
  level(2, FULL('Partner'), { min_team: 5, rebate_ratio: '0.2', users: 84 }),
  level(3, { en: 'Senior partner', zh: '高级合伙人' }, { min_team: 20, rebate_ratio: '0.3' }),
];

const levelHandlers = (all: AdminPartnerLevel[] = LEVELS) => {
  const items = all.map((l) => ({ ...l }));
  const fromForm = (n: number, form: Record<string, string>) =>
    level(n, Object.fromEntries(LANGS.map((l) => [l, form[`name_${l}`] ?? ''])), {
      authorization_code: form.authorization_code,
      min_team: Number(form.min_team),
      rebate_ratio: form.rebate_ratio,
    });
  let raced = false;
  return [
    http.get('/api/admin/products/partners', () => ok({ items } as never)),
    http.post('/api/admin/products/partners', async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      // The first try loses to another operator, who created level 4 a moment before.
      if (!raced) {
        raced = true;
        items.push(
          level(4, FULL('Exclusive partner'), {
            authorization_code: 'X4',
            min_team: 50,
            rebate_ratio: '0.4',
          }),
        );
        return failure(409, 2772, 'Level 4 cannot be created: the next level is 5');
      }
      const created = fromForm(Number(form.level), form);
      items.push(created);
      return ok(created as never);
    }),
    http.put('/api/admin/products/partners/:id', async ({ params, request }) => {
      const i = items.findIndex((l) => l.level === Number(params.id));
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      items[i] = { ...fromForm(Number(params.id), form), users: items[i]!.users };
      return ok(items[i] as never);
    }),
    http.delete('/api/admin/products/partners/:id', ({ params }) => {
      const i = items.findIndex((l) => l.level === Number(params.id));
      const [removed] = items.splice(i, 1);
      return ok(removed as never);
    }),
  ];
};

const meta = {
  title: 'Console/PartnerLevels',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/products/partners' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('admin')), queuesHandler(), ...levelHandlers());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (root: HTMLElement, n: number) => rowWith(root, t('partners.level', { n }));

/** Every level with its terms and users; level 3 lacks five languages' names. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: t('partners.title') }, LOADED),
    ).toBeVisible();
    const two = await rowOf(canvasElement, 2);
    await expect(within(two).getByText('20 %')).toBeVisible();
    await expect(within(two).getByText('84')).toBeVisible();
    await expect(within(two).getByText(t('partners.translated'))).toBeVisible();
    const three = await rowOf(canvasElement, 3);
    await expect(within(three).getByText(t('partners.missing', { n: 5 }))).toBeVisible();
    await expect(within(three).getByRole('button', { name: t('partners.remove') })).toBeVisible();
    await expect(within(two).queryByRole('button', { name: t('partners.remove') })).toBeNull();
    await expect(page.getByRole('link', { name: t('partners.nav') })).toBeVisible();
  },
};

/** No level at all (the server always keeps level 1; an empty answer still reads well). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...levelHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, t('partners.empty'));
  },
};

/** The list is still on its way. */
export const Loading: Story = loadingStory('/api/admin/products/partners');

/** The list cannot be loaded. */
export const LoadError: Story = loadErrorStory(
  '/api/admin/products/partners',
  'partners.load_failed',
);

/**
 * A new level: the form refuses bad fields and a broken order, the server a level another operator
 * just created (the dialog moves on to the next one); then it is created.
 */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 3);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('partners.create_level') }),
    );
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('partners.create_level_n', { level: 4 }));
    const save = within(dialog).getByRole('button', { name: t('partners.save') });
    await fillFields(dialog, 'partners.field.', {
      authorization_code: 'p-4',
      min_team: '20',
      rebate_ratio: '0.25',
    });
    await userEvent.click(save);
    await expectShown(dialog, t('partners.error.name_en', { max: 40 }));
    await expectShown(dialog, t('partners.error.code'));
    await expectShown(dialog, t('partners.error.min_team_below', { level: 3, value: 20 }));
    await expectShown(dialog, t('partners.error.ratio_below', { level: 3, value: '30 %' }));

    await fillFields(dialog, 'partners.field.', {
      name_en: 'Exclusive partner',
      name_zh: '独家合伙人',
      authorization_code: 'X4',
      min_team: '50',
      rebate_ratio: '0.4',
    });
    await userEvent.click(save);
    // Another operator created level 4 first: the dialog moves on to level 5 and its limits.
    await expectShown(dialog, 'Level 4 cannot be created: the next level is 5');
    await expectShown(body().getByRole('dialog'), t('partners.create_level_n', { level: 5 }));
    await userEvent.click(save);
    await expectShown(dialog, t('partners.error.code_taken', { level: 4 }));
    await expectShown(dialog, t('partners.error.min_team_below', { level: 4, value: 50 }));
    await fillFields(dialog, 'partners.field.', {
      name_en: 'Ambassador',
      authorization_code: 'A5',
      min_team: '100',
      rebate_ratio: '0.45',
    });
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    const row = await rowOf(canvasElement, 5);
    await expect(within(row).getByText('45 %')).toBeVisible();
    await expect(within(row).getByText(t('partners.missing', { n: 5 }))).toBeVisible();
    await expect(within(await rowOf(canvasElement, 4)).getByText('X4')).toBeVisible();
  },
};

/** Editing level 2 within its neighbours' limits; then removing the highest level after a confirmation. */
export const EditAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const two = await rowOf(canvasElement, 2);
    await userEvent.click(within(two).getByRole('button', { name: t('partners.edit') }));
    const dialog = await body().findByRole('dialog');
    await expectShown(dialog, t('partners.snapshot_hint'));
    await fillFields(dialog, 'partners.field.', { min_team: '0', rebate_ratio: '0.35' });
    const save = within(dialog).getByRole('button', { name: t('partners.save') });
    await userEvent.click(save);
    await expectShown(dialog, t('partners.error.min_team_below', { level: 1, value: 0 }));
    await expectShown(dialog, t('partners.error.ratio_above', { level: 3, value: '30 %' }));
    await fillFields(dialog, 'partners.field.', { min_team: '8', rebate_ratio: '0.25' });
    await userEvent.click(save);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    await waitFor(() => expect(within(two).getByText('25 %')).toBeVisible(), LOADED);

    const three = await rowOf(canvasElement, 3);
    await userEvent.click(within(three).getByRole('button', { name: t('partners.remove') }));
    const confirm = await body().findByRole('dialog');
    await expectShown(confirm, t('partners.confirm_remove_hint', { n: 0, below: 2 }));
    await userEvent.click(within(confirm).getByRole('button', { name: t('partners.remove') }));
    await waitFor(
      () => expect(within(canvasElement).queryByText(t('partners.level', { n: 3 }))).toBeNull(),
      LOADED,
    );
    await waitFor(
      () => expect(within(two).getByRole('button', { name: t('partners.remove') })).toBeVisible(),
      LOADED,
    );
  },
};

/** A viewer reads the levels but has no button to change them. */
export const ReadOnlyViewer: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 2);
    await expectShown(canvasElement, t('partners.read_only'));
    await expectNoButtons(canvasElement, [
      t('partners.edit'),
      t('partners.create_level'),
      t('partners.remove'),
    ]);
  },
};
