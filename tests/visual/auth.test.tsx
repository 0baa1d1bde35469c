import { describe, test } from 'vitest';
import * as ChooseStories from '../../stories/auth/ChoosePage.stories';
import * as ForgetPasswordStories from '../../stories/auth/ForgetPasswordPage.stories';
import * as LoginStories from '../../stories/auth/LoginPage.stories';
import * as RegisterStories from '../../stories/auth/RegisterPage.stories';
import * as SecondStepStories from '../../stories/auth/SecondStep.stories';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The sign-in pages in their first state, plus the login form's inline errors (the layout that
// breaks first when a translation is long).
const PAGES = [
  ['choose', ChooseStories, 'Welcome'],
  ['login', LoginStories, 'Empty'],
  ['login-errors', LoginStories, 'SubmitEmptyPhone'],
  ['second-step', SecondStepStories, 'AskedForCode'],
  ['register', RegisterStories, 'Empty'],
  ['forget-password', ForgetPasswordStories, 'Empty'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));
});
