import { pageMessages, type SiyumCreateInput, siyumPath, siyumReadInput } from '@siyum/domain';
import { CreateSiyumWizard, isoDateIn } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useDescribeApiError } from '../api/errors';
import { usePageHead } from '../app/useDocumentHead';
import { queryClient } from '../data/queryClient';
import { siyumQuery } from '../data/siyum';
import { trpc } from '../data/trpc';
import { usePhotoService } from '../photos/usePhotoService';
import '../app/page.css';

/** /create (signed in): the wizard; the new siyum opens on its own page, ready to share. */
export function CreatePage() {
  const navigate = useNavigate();
  const page = useUiMessages('page', pageMessages);
  const describeError = useDescribeApiError();
  usePageHead(page.create);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const photos = usePhotoService();
  const create = useMutation({
    mutationFn: (input: SiyumCreateInput) => api.siyum.create.mutate(input),
    onSuccess: (siyum) => {
      // The new siyum's page opens on the answer, without asking for it again.
      queryClient.setQueryData(siyumQuery(siyumReadInput(siyum)).queryKey, siyum);
      void queryClient.invalidateQueries({ queryKey: trpc.siyum.mine.pathKey() });
      navigate(siyumPath(siyum));
    },
  });

  return (
    <main className="page">
      <h1 className="page__title">{page.create}</h1>
      <CreateSiyumWizard
        onSubmit={(input) => create.mutate(input)}
        // Still submitting while the new page opens.
        submitting={create.isPending || create.isSuccess}
        {...(create.error ? { error: describeError(create.error).message } : {})}
        today={isoDateIn(timeZone)}
        defaultTimeZone={timeZone}
        photos={photos}
      />
    </main>
  );
}
