import { canDeleteSiyum, type Siyum, siyumCreateMessages } from '@siyum/domain';
import { Button, FormError } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { ConfirmDialog } from '@siyum/ui/primitives';
import { useViewerId } from '@siyum/ui/session';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useDescribeApiError } from '../api/errors';
import { queryClient } from '../data/queryClient';
import { trpc } from '../data/trpc';

/**
 * The edit page's last section, for the owner alone (the server checks again): deletes the siyum with
 * everything in it and its photo, after a confirmation, and goes to the dashboard.
 */
export function DeleteSiyum({ siyum }: { siyum: Siyum }) {
  const navigate = useNavigate();
  const viewerId = useViewerId();
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const describeError = useDescribeApiError();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.siyum.delete.mutate({ id: siyum.id }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: trpc.siyum.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.siyum.mine.pathKey() });
      navigate('/dashboard');
    },
  });
  const viewer = viewerId === null ? null : { id: viewerId, siyum_permission: [] };
  if (!canDeleteSiyum(viewer, siyum)) return null;
  return (
    <section className="page__section" aria-labelledby="delete-siyum">
      <h2 id="delete-siyum">{m.deleteHeading}</h2>
      <p>{m.deleteBody}</p>
      <FormError>{remove.error ? describeError(remove.error).message : undefined}</FormError>
      <Button variant="secondary" busy={remove.isPending} onClick={() => setConfirming(true)}>
        {m.deleteButton}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={m.deleteHeading}
        description={m.deleteBody}
        confirmText={m.deleteConfirm}
        cancelText={m.deleteCancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </section>
  );
}
