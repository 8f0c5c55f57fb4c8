import { format, pageMessages, type SiyumCreateInput, siyumPath } from '@siyum/domain';
import { CreateSiyumWizard, isoDateIn } from '@siyum/ui/siyum';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi } from '../api/lazy';
import { useDocumentHead } from '../app/useDocumentHead';
import { config } from '../config';
import '../app/page.css';

/** /create (signed in): the wizard; the new siyum opens on its own page, ready to share. */
export function CreatePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useDocumentHead(
    format(pageMessages.title, { page: pageMessages.create, product: config.productName }),
    pathname,
  );
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const create = async (input: SiyumCreateInput) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const siyum = await callApi((api) => api.siyum.create.mutate(input));
      navigate(siyumPath(siyum));
    } catch (failure) {
      const { describeApiError } = await import('../api/client');
      setError(describeApiError(failure).message);
      setSubmitting(false);
    }
  };

  return (
    <main className="page">
      <h1 className="page__title">{pageMessages.create}</h1>
      <CreateSiyumWizard
        onSubmit={create}
        submitting={submitting}
        {...(error ? { error } : {})}
        today={isoDateIn(timeZone)}
        defaultTimeZone={timeZone}
      />
    </main>
  );
}
