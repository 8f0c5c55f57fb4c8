import {
  format,
  pageMessages,
  type Siyum,
  type SiyumCreateInput,
  siyumCreateMessages,
  siyumPath,
} from '@siyum/domain';
import { ConfirmDialog, CreateSiyumWizard, isoDateIn } from '@siyum/ui/siyum';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi, rpcFailure } from '../api/lazy';
import { PageSpinner } from '../app/PageSpinner';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';

const m = siyumCreateMessages;

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
  const { visibility, corpus, unit, scope, claimPolicy } = siyum;
  return {
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const data = useSiyumPage();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<SiyumCreateInput | undefined>();
  const title = data.kind === 'ready' ? `${pageMessages.edit}: ${data.siyum.title}` : pageMessages.edit;
  useDocumentHead(format(pageMessages.title, { page: title, product: config.productName }), pathname);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'loading') return <PageSpinner />;
  const { siyum } = data;

  const save = async (input: SiyumCreateInput) => {
    const { corpus: _corpus, unit: _unit, scope: _scope, ...details } = input;
    const division = divisionChange(siyum, input);
    setSubmitting(true);
    setError(undefined);
    try {
      await callApi((api) => api.siyum.update.mutate({ id: siyum.id, ...details, ...division }));
      navigate(siyumPath(siyum));
    } catch (failure) {
      const { reason } = rpcFailure(failure);
      const { describeApiError } = await import('../api/client');
      setError(
        reason === 'wouldOrphanClaims' || reason === 'portionHasSeveralLearners'
          ? m[reason]
          : describeApiError(failure).message,
      );
      setSubmitting(false);
    }
  };

  const taken = siyum.progress.claimed + siyum.progress.completed > 0;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <CreateSiyumWizard
        mode="edit"
        initialValues={editableValues(siyum)}
        onSubmit={(input) => {
          if (taken && divisionChange(siyum, input)) setConfirming(input);
          else void save(input);
        }}
        submitting={submitting}
        {...(error ? { error } : {})}
        today={isoDateIn(siyum.timeZone)}
        defaultTimeZone={siyum.timeZone}
      />
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
          if (input) void save(input);
        }}
      />
    </main>
  );
}
