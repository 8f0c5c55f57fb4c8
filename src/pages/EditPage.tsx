import {
  pageMessages,
  type Siyum,
  type SiyumCreateInput,
  siyumCreateMessages,
  siyumPath,
} from '@siyum/domain';
import { CreateSiyumWizard, isoDateIn } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { ConfirmDialog } from '@siyum/ui/primitives';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useDescribeApiError } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { queryClient } from '../data/queryClient';
import { refreshSiyum } from '../data/siyum';
import { trpc } from '../data/trpc';
import { usePhotoService } from '../photos/usePhotoService';
import { DeleteSiyum } from './DeleteSiyum';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

/** The division fields only when they change: re-dividing is the one destructive edit. */
function divisionChange(siyum: Siyum, input: SiyumCreateInput) {
  const scope = input.scope ?? [];
  const same =
    siyum.corpus === input.corpus &&
    siyum.unit === input.unit &&
    scope.length === siyum.scope.length &&
    scope.every((id, i) => id === siyum.scope[i]);
  return same ? undefined : { corpus: input.corpus, unit: input.unit, scope };
}

/** The siyum's values as the wizard's input: only the fields the form edits. */
function editableValues(siyum: Siyum): SiyumCreateInput {
  const { title, dedicationKind, dedicationNames, description, targetDate, timeZone } = siyum;
  const { visibility, corpus, unit, scope, claimPolicy, photo } = siyum;
  return {
    photo,
    title,
    dedicationKind,
    dedicationNames,
    description,
    targetDate,
    timeZone,
    visibility,
    corpus,
    unit,
    scope,
    claimPolicy,
  };
}

/**
 * /edit/{id} (owner, editSiyum, editSignup — the route's access gate asked the server): the create
 * wizard on the siyum's values. Re-dividing a text people already learn asks first; the server
 * refuses a change that would drop a portion someone holds, and the page says so.
 */
export function EditPage() {
  const navigate = useNavigate();
  const data = useSiyumPage();
  const photos = usePhotoService();
  const page = useUiMessages('page', pageMessages);
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const describeError = useDescribeApiError();
  const [confirming, setConfirming] = useState<SiyumCreateInput | undefined>();
  const save = useMutation({
    mutationFn: ({ siyum, input }: { siyum: Siyum; input: SiyumCreateInput }) => {
      const { corpus: _corpus, unit: _unit, scope: _scope, ...details } = input;
      return api.siyum.update.mutate({ id: siyum.id, ...details, ...divisionChange(siyum, input) });
    },
    onSuccess: async (updated, { siyum }) => {
      // The siyum (and, re-divided, its board) as saved; lists elsewhere read it when next shown.
      await refreshSiyum(updated.id);
      void queryClient.invalidateQueries({ queryKey: trpc.siyum.mine.pathKey() });
      navigate(siyumPath(siyum));
    },
  });
  const title = data.kind === 'ready' ? `${page.edit}: ${data.siyum.title}` : page.edit;
  usePageHead(title);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading') return <PageSpinner />;
  const { siyum } = data;
  // A refused re-division says why in its own words (its reason's, `FAILURE_WORDS`).
  const error = save.error ? describeError(save.error).message : undefined;

  const taken = siyum.progress.claimed + siyum.progress.completed > 0;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <CreateSiyumWizard
        mode="edit"
        initialValues={editableValues(siyum)}
        onSubmit={(input) => {
          if (taken && divisionChange(siyum, input)) setConfirming(input);
          else save.mutate({ siyum, input });
        }}
        submitting={save.isPending || save.isSuccess}
        {...(error ? { error } : {})}
        today={isoDateIn(siyum.timeZone)}
        defaultTimeZone={siyum.timeZone}
        photos={photos}
      />
      <DeleteSiyum siyum={siyum} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={m.redivideTitle}
        description={m.redivideBody}
        confirmText={m.redivideConfirm}
        cancelText={m.redivideCancel}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          const input = confirming;
          setConfirming(undefined);
          if (input) save.mutate({ siyum, input });
        }}
      />
    </main>
  );
}
