import { describe, test } from 'vitest';
import * as HomeStories from '../../stories/home/HomePage.stories';
import * as InboxStories from '../../stories/notifications/InboxPage.stories';
import * as SettingsStories from '../../stories/notifications/NotificationSettingsPage.stories';
import { expectNoAxeViolations } from './axe';
import { expectStoryScreenshot, VISUAL_LANGS } from './capture';

// The inbox with one notification of every kind (both pages loaded: Today, Yesterday, two dates),
// Home's bell with its widest badge, "99+", and Settings → Notifications (switches on and off, a
// locked one; push blocked in the browser); in the dark theme too (axe checks its colours).
const PAGES = [
  ['inbox', InboxStories, 'AllKinds'],
  ['home-unread', HomeStories, 'ManyUnreadNotifications'],
  ['notification-settings', SettingsStories, 'SomeOff'],
  ['notification-settings-denied', SettingsStories, 'PushDenied'],
] as const;

describe.each(PAGES)('%s', (name, module, story) => {
  test.each(VISUAL_LANGS)('%s', (lang) => expectStoryScreenshot(module, story, lang, name));

  test('en in dark', async () => {
    await expectStoryScreenshot(module, story, 'en', name, 'dark');
    await expectNoAxeViolations();
  });
});
