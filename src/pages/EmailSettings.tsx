import {
  applyMailPrefsChange,
  localTimeZone,
  type MailPrefs,
  type SetMailPrefsInput,
  timeZoneChoices,
} from '@siyum/domain';
import { EmailPreferencesForm } from '@siyum/features';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../api/client';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';

/**
 * The signed-in user's email settings on /preferences (issue 22): each switch and the time zone
 * save at once, shown as changed straight away; a failed save puts back what the server holds and
 * offers to send the same change again.
 */
export function EmailSettings() {
  const key = trpc.mail.prefs.queryKey();
  const prefs = useQuery(trpc.mail.prefs.queryOptions());
  const lastChange = useRef<SetMailPrefsInput | null>(null);
  const save = useMutation({
    mutationFn: (change: SetMailPrefsInput) => api.mail.setPrefs.mutate(change),
    onMutate: (change) => {
      lastChange.current = change;
      const before = queryClient.getQueryData<MailPrefs>(key);
      if (before) queryClient.setQueryData<MailPrefs>(key, applyMailPrefsChange(before, change));
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const timeZones = useMemo(() => timeZoneChoices(), []);
  // An account from before time zones (or made by an organizer) takes this browser's, as a new
  // account does at sign-up, so reminders come at 9:00 here rather than in UTC.
  const unset = prefs.data?.timeZoneSet === false;
  const mutate = save.mutate;
  useEffect(() => {
    const zone = localTimeZone();
    if (unset && zone) mutate({ timeZone: zone });
  }, [unset, mutate]);
  const status = save.isPending ? 'saving' : save.isError ? 'error' : save.isSuccess ? 'saved' : 'idle';
  return (
    <EmailPreferencesForm
      value={prefs.data}
      loadFailed={prefs.isError}
      onRetryLoad={() => void prefs.refetch()}
      onChange={(change) => save.mutate(change)}
      status={status}
      onRetry={() => lastChange.current && save.mutate(lastChange.current)}
      timeZones={timeZones}
    />
  );
}
