import { expect, userEvent, waitFor, within } from 'storybook/test';
import i18n from '../../src/i18n';
import { isLang, LANG_NAMES } from '../../src/i18n/languages';

// Shared steps of the sign-in page stories. Texts come from i18n so the stories pass in every locale.
// The helpers below take full literal keys ('auth:fields.phone'), named at their call sites in the
// stories, where the locale tests see them.
export const t = (key: string, options: Record<string, unknown> = {}): string =>
  // i18n-dynamic: full literal 'ns:key' keys passed by the stories' calls
  i18n.t(key, options);

export const pageOf = (canvasElement: HTMLElement) => within(canvasElement);

/** The language switch's name: the language it shows, then what it does. */
export const languageSwitchName = () =>
  i18n.t('common:language.choose', {
    name: LANG_NAMES[isLang(i18n.language) ? i18n.language : 'en'],
  });
/** Toasts and popups render into <body>, outside the story's canvas. */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

type Canvas = ReturnType<typeof within>;

export async function switchToEmail(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('tab', { name: t('auth:tabs.email') }));
  await expect(canvas.getByRole('tab', { name: t('auth:tabs.email') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** Waits for the calling codes to arrive and the first (+86) to be chosen: until then the field
 * shows a bare "+", so a screenshot taken earlier differs from one taken later. */
export async function expectCallingCode(canvas: Canvas) {
  await waitFor(() =>
    expect(
      canvas.getByRole('button', { name: t('form:phone.areaCodeLabel', { code: '+86' }) }),
    ).toBeVisible(),
  );
}

/** Waits for the calling codes (+86 first), then types the national number. */
export async function typePhone(canvas: Canvas, phone: string) {
  await expectCallingCode(canvas);
  await userEvent.type(canvas.getByLabelText(t('auth:fields.phone')), phone);
}

export async function typeEmail(canvas: Canvas, email: string) {
  await switchToEmail(canvas);
  await userEvent.type(canvas.getByLabelText(t('auth:fields.email')), email);
}

export async function typeInto(canvas: Canvas, labelKey: string, text: string) {
  // i18n-dynamic: labelKey, a full literal 'auth:fields.*' key at the call site
  await userEvent.type(canvas.getByLabelText(t(labelKey)), text);
}

export async function submit(canvas: Canvas, labelKey: string) {
  // i18n-dynamic: labelKey, the stories' SUBMIT literal key ('auth:login.submit'...)
  await userEvent.click(canvas.getByRole('button', { name: t(labelKey) }));
}

/** The inline error under the field labelled `labelKey` reads `messageKey`. */
export async function expectFieldError(canvas: Canvas, labelKey: string, messageKey: string) {
  // i18n-dynamic: labelKey and messageKey, full literal keys at the call site
  const input = canvas.getByLabelText(t(labelKey));
  // i18n-dynamic: messageKey, a literal 'auth:validation.*' key at the call site
  await waitFor(() => expect(input).toHaveAccessibleDescription(t(messageKey)));
  // i18n-dynamic: messageKey, a literal 'auth:validation.*' key at the call site
  await expect(canvas.getByText(t(messageKey))).toBeVisible();
}

export async function expectNoErrors(canvas: Canvas) {
  await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
}

/** The MemoryRouter's location, shown by the preview's probe. */
export async function expectLocation(canvas: Canvas, path: string) {
  await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(path));
}

/** The countdown text ("Resend in 59s") in the current language, with any number of seconds. */
const countdownPattern = () => {
  const escaped = t('form:code.countdown', { seconds: '__N__' }).replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  return new RegExp(`^${escaped.replace('__N__', '\\d+')}$`);
};

/** The code field's Send / Sending / countdown / Resend button. */
export const sendButton = (canvas: Canvas) =>
  canvas.getByRole('button', {
    name: (name: string) =>
      [t('form:code.send'), t('form:code.sending'), t('form:code.resend')].includes(name) ||
      countdownPattern().test(name),
  });
