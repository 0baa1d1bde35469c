import { describe, expect, it } from 'vitest';
import { badgeText } from '../../../src/features/notifications/components/bell/NotificationBell';
import { pageOf } from '../../../src/features/notifications/components/InboxItem';

describe('the page a notification opens', () => {
  it('is one of the app’s pages, with its query', () => {
    expect(pageOf('/pages/otc/detail?id=5')).toBe('/pages/otc/detail?id=5');
    expect(pageOf('/pages/settings/security/activity')).toBe('/pages/settings/security/activity');
  });

  it('is none for anything else, so the inbox stays', () => {
    for (const link of [
      '',
      'https://example.com/pages/x',
      '//example.com/pages/x',
      'pages/x',
      '/api/x',
    ])
      expect(pageOf(link), link).toBeNull();
  });

  it('is none for the inbox itself (an announcement unfolds instead)', () => {
    expect(pageOf('/pages/notice/inbox')).toBeNull();
    expect(pageOf('/pages/notice/inbox?category=system')).toBeNull();
  });
});

describe('the bell’s badge', () => {
  it('counts up to 99, then says 99+', () => {
    expect([1, 9, 99, 100, 12345].map(badgeText)).toEqual(['1', '9', '99', '99+', '99+']);
  });
});
