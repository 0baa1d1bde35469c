import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BroadcastForm } from '../../src/admin/api/generated/model';
import { CONSOLE_LANG_NAMES, CONSOLE_LANGS } from '../../src/admin/i18n';
import {
  body,
  consoleGlobals,
  consoleLanguage,
  consoleParameters,
  enabledButton,
  enter,
  expectShown,
  LOADED,
  meHandler,
  ok,
  operatorAs,
  queuesHandler,
  t,
  withConsole,
} from './console';

// The console's message screen (Content › Messages): a message to every user's inbox or to one
// user's, opening an app page, in all seven languages; sending to everyone asks first; the answer
// says how many users it reached. Against MSW answers in the server's envelope.

const BROADCAST_URL = '/api/admin/notifications/broadcast';

/** What the screen posted, for the stories that check it. */
const SENT: BroadcastForm[] = [];

/** The broadcast endpoint: records the form and answers as the server would (or refuses). */
const broadcastHandler = (refusal?: { status: number; code: number; message: string }) =>
  http.post(BROADCAST_URL, async ({ request }) => {
    const form = (await request.json()) as BroadcastForm;
    SENT.push(form);
    if (refusal)
      return HttpResponse.json(
        { code: refusal.code, type: 'error', message: refusal.message, data: null },
        { status: refusal.status },
      );
    return ok({
      id: 31,
      audience: form.audience,
      user_id: form.user_id ?? null,
      link: form.link ?? '/pages/notice/inbox',
      recipients: form.audience === 'all' ? 1843 : 1,
      created_at: '2026-11-24T10:05:00.000Z',
    } as JsonBodyType);
  });

const meta = {
  title: 'Console/Messages',
  decorators: [withConsole],
  loaders: [consoleLanguage],
  parameters: { ...consoleParameters, consolePath: '/messages' },
  globals: consoleGlobals,
  render: () => <></>,
  beforeEach({ msw }) {
    SENT.length = 0;
    msw.use(meHandler(operatorAs('editor')), queuesHandler(), broadcastHandler());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (root: HTMLElement, lang: (typeof CONSOLE_LANGS)[number]) =>
  within(root).getByRole('tab', { name: new RegExp(CONSOLE_LANG_NAMES[lang]) });

/** The field of one language's pane, once its tab shows it. */
async function field(lang: string, name: 'title' | 'body') {
  await waitFor(() => expect(document.getElementById(`texts.${lang}.${name}`)).not.toBeNull());
  return document.getElementById(`texts.${lang}.${name}`)!;
}

/** Puts `text` into an empty field in one paste (focus, no click: seven languages add up). */
async function paste(input: HTMLElement, text: string) {
  input.focus();
  await userEvent.paste(text);
}

/** Writes a title and a text in each of the seven languages, tab by tab (a plain click on each
 * tab: the pointer's whole sequence, seven times over, is most of a story's time on a busy machine). */
async function writeAllLanguages(root: HTMLElement, subject = 'Maintenance') {
  for (const lang of CONSOLE_LANGS) {
    if (lang !== 'en') tab(root, lang).click();
    await paste(await field(lang, 'title'), `${subject} (${lang})`);
    await paste(await field(lang, 'body'), `Trading pauses on Sunday 02:00-03:00 UTC (${lang}).`);
  }
}

async function choose(root: HTMLElement, label: string, option: string) {
  await userEvent.click(within(root).getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByTitle(option));
}

/** A viewer reads the form but cannot send, and is told which role can. */
export const ViewerCannotSend: Story = {
  beforeEach({ msw }) {
    msw.use(meHandler(operatorAs('viewer')));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('broadcast.title'), {}, LOADED)).toBeVisible();
    await expect(page.getByRole('button', { name: t('broadcast.send') })).toBeDisabled();
  },
};

/** One user, opening the P2P page: no confirmation, and the result says it reached one user. */
export const SentToOneUser: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('broadcast.title'), {}, LOADED)).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: t('broadcast.audience_user') }));
    await enter(page.getByLabelText(t('broadcast.user_id')), '7');
    await choose(canvasElement, t('broadcast.page'), t('broadcast.page_otc'));
    await writeAllLanguages(canvasElement);
    await userEvent.click(await enabledButton(canvasElement, t('broadcast.send')));

    await expectShown(canvasElement, t('broadcast.sent'));
    await expect(page.getByTestId('broadcast-recipients')).toHaveTextContent(
      t('broadcast.recipients', { recipients: 1 }),
    );
    await expect(SENT).toHaveLength(1);
    const form = SENT[0]!;
    await expect(form).toMatchObject({ audience: 'user', user_id: 7, link: '/pages/otc/index' });
    await expect(Object.keys(form.texts)).toEqual([...CONSOLE_LANGS]);
    await expect(form.texts.th).toEqual({
      title: 'Maintenance (th)',
      body: 'Trading pauses on Sunday 02:00-03:00 UTC (th).',
    });
    // a fresh form for the next one
    await userEvent.click(page.getByRole('button', { name: t('broadcast.write_another') }));
    await expect(await page.findByLabelText(t('broadcast.field_title'))).toHaveValue('');
  },
};

/** antd's confirmation, once it has faded in with its question. */
async function confirmation() {
  const dialog = await body().findByRole('dialog', {}, LOADED);
  await waitFor(
    () =>
      expect(
        within(dialog).getByText(t('broadcast.confirm_all'), {
          selector: '.ant-modal-confirm-title',
        }),
      ).toBeVisible(),
    LOADED,
  );
  return dialog;
}

/** Every user: a confirmation first; cancelling sends nothing, confirming sends it. */
export const ConfirmsBeforeAll: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('broadcast.title'), {}, LOADED)).toBeVisible();
    await expect(page.getByRole('radio', { name: t('broadcast.audience_all') })).toBeChecked();
    await writeAllLanguages(canvasElement, 'New listing');
    const send = await enabledButton(canvasElement, t('broadcast.send'));

    await userEvent.click(send);
    let dialog = await confirmation();
    await expectShown(dialog, t('broadcast.confirm_all_hint'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('queue.cancel') }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), LOADED);
    await expect(SENT).toEqual([]);

    await userEvent.click(send);
    dialog = await confirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: t('broadcast.send') }));
    await expectShown(canvasElement, t('broadcast.recipients', { recipients: 1843 }));
    await expect(SENT).toHaveLength(1);
    await expect(SENT[0]).not.toHaveProperty('user_id');
    await expect(SENT[0]).not.toHaveProperty('link'); // the inbox
    await expect(SENT[0]!.audience).toBe('all');
  },
};

/** Nothing is sent while a language lacks its text, the user's ID is not one, or the path is no
 * page of the app; the first language with a mistake is shown, and its tab says so. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('broadcast.title'), {}, LOADED)).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: t('broadcast.audience_user') }));
    await enter(page.getByLabelText(t('broadcast.user_id')), 'abc');
    await choose(canvasElement, t('broadcast.page'), t('broadcast.page_other'));
    await enter(await page.findByLabelText(t('broadcast.link')), '/admin/settings');
    // English is written, Japanese only has its title
    await enter(await field('en', 'title'), 'Maintenance');
    await enter(await field('en', 'body'), 'Trading pauses on Sunday.');
    for (const lang of ['zh', 'hk'] as const) {
      await userEvent.click(tab(canvasElement, lang));
      await enter(await field(lang, 'title'), '维护');
      await enter(await field(lang, 'body'), '周日暂停交易。');
    }
    await userEvent.click(tab(canvasElement, 'jp'));
    await enter(await field('jp', 'title'), 'メンテナンス');
    await userEvent.click(tab(canvasElement, 'en'));
    await userEvent.click(await enabledButton(canvasElement, t('broadcast.send')));

    await expectShown(canvasElement, t('broadcast.user_id_invalid'));
    await expectShown(canvasElement, t('broadcast.link_invalid'));
    // the editor turns to Japanese, the first language that is wrong
    await waitFor(() => expect(tab(canvasElement, 'jp')).toHaveAttribute('aria-selected', 'true'));
    await expectShown(canvasElement, t('broadcast.body_required'));
    await expect(page.getByTestId('message-tab-jp')).toHaveTextContent(t('content.tab_invalid'));
    await expect(page.getByTestId('message-tab-th')).toHaveTextContent(t('content.tab_invalid'));
    await expect(page.getByTestId('message-tab-en')).not.toHaveTextContent(
      t('content.tab_invalid'),
    );
    await expect(SENT).toEqual([]); // nothing went to the server
  },
};

/** The server knows no such user (code 2697): its message shows on top and under the user's ID. */
export const UnknownUser: Story = {
  beforeEach({ msw }) {
    msw.use(broadcastHandler({ status: 404, code: 2697, message: 'There is no such user' }));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(t('broadcast.title'), {}, LOADED)).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: t('broadcast.audience_user') }));
    await enter(page.getByLabelText(t('broadcast.user_id')), '999999');
    await writeAllLanguages(canvasElement);
    await userEvent.click(await enabledButton(canvasElement, t('broadcast.send')));

    await expectShown(canvasElement, t('broadcast.failed', { message: 'There is no such user' }));
    await expectShown(canvasElement, 'There is no such user'); // under the field
    await expect(page.getByLabelText(t('broadcast.user_id'))).toHaveValue('999999'); // kept
    await expect(SENT).toHaveLength(1);
  },
};
