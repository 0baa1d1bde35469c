import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import {
  getNotificationPrefsQueryKey,
  notificationPrefsSet,
} from '../../../api/generated/endpoints/notifications/notifications';
import type {
  NotificationCategory,
  NotificationPrefs,
  NotificationPrefsSetBodyChannel,
} from '../../../api/generated/model';

/** One switch of the preferences page: a category's push or e-mail, turned on or off. */
export interface PrefChange {
  category: NotificationCategory;
  channel: NotificationPrefsSetBodyChannel;
  enabled: boolean;
}

export const PREF_TOGGLE_KEY = ['notificationPrefsToggle'] as const;

/** The preferences with one channel of one category set (the others as they were). An e-mail
 * the category has not (null) stays null. */
export function applyChange(
  prefs: NotificationPrefs | undefined,
  { category, channel, enabled }: PrefChange,
): NotificationPrefs | undefined {
  if (!prefs) return prefs;
  return {
    ...prefs,
    categories: prefs.categories.map((pref) => {
      if (pref.category !== category) return pref;
      if (channel === 'push') return { ...pref, push: enabled };
      return pref.email === null ? pref : { ...pref, email: enabled };
    }),
  };
}

/**
 * The switches' mutation, optimistic: the cache shows the new choice at once; the server's answer
 * (every category) replaces it when no other switch is still on its way; a failure puts back that
 * one switch (not a snapshot of the whole page, which would undo another switch changed meanwhile)
 * and calls `onFailed`. The call is silent: the page says what failed in its own words.
 */
export function prefToggleOptions(
  queryClient: QueryClient,
  onFailed: (error: unknown, change: PrefChange) => void,
): UseMutationOptions<NotificationPrefs, unknown, PrefChange, { was: boolean | null }> {
  const queryKey = getNotificationPrefsQueryKey();
  return {
    mutationKey: PREF_TOGGLE_KEY,
    mutationFn: (change) =>
      notificationPrefsSet(
        { category: change.category, channel: change.channel, enabled: change.enabled ? 1 : 0 },
        { silent: true },
      ),
    onMutate: async (change) => {
      // A refetch in flight would answer the old choice over the optimistic one.
      await queryClient.cancelQueries({ queryKey });
      const pref = queryClient
        .getQueryData<NotificationPrefs>(queryKey)
        ?.categories.find((p) => p.category === change.category);
      const was = pref ? (change.channel === 'push' ? pref.push : pref.email) : null;
      queryClient.setQueryData<NotificationPrefs>(queryKey, (old) => applyChange(old, change));
      return { was };
    },
    onSuccess: (prefs) => {
      // This mutation still counts as pending here: 1 means no other switch is on its way.
      if (queryClient.isMutating({ mutationKey: PREF_TOGGLE_KEY }) <= 1) {
        queryClient.setQueryData(queryKey, prefs);
      }
    },
    onError: (error, change, context) => {
      if (typeof context?.was === 'boolean') {
        const enabled = context.was;
        queryClient.setQueryData<NotificationPrefs>(queryKey, (old) =>
          applyChange(old, { ...change, enabled }),
        );
      }
      onFailed(error, change);
    },
  };
}
