import {
  apiErrorMessages,
  format,
  pageMessages,
  type SupportFormValues,
  type SupportKind,
  supportMessages,
} from '@siyum/domain';
import { SupportForm } from '@siyum/features';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../api/errors';
import { UserFacingError } from '../app/userFacingError';
import { useSession } from '../auth/session';
import { config } from '../config';
import { ContentPage } from './ContentPage';

const PAGES = {
  contact: { title: pageMessages.contact, intro: supportMessages.contactIntro },
  support: { title: pageMessages.support, intro: supportMessages.supportIntro },
} as const satisfies Record<SupportKind, { title: string; intro: string }>;

/** `?siyum=123` on /support: the siyum the request is about (from a siyum's page). */
function siyumIdFrom(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/**
 * /contact-us and /support: the message form, stored by support.send. Visitors may write; a signed-in
 * user's name and email come filled in and their account is linked to the message by the server.
 */
export function ContactPage({ kind }: { kind: SupportKind }) {
  const [search] = useSearchParams();
  const { user } = useSession();
  const page = PAGES[kind];
  const siyumId = kind === 'support' ? siyumIdFrom(search.get('siyum')) : undefined;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  const send = async (values: SupportFormValues) => {
    try {
      // The API client loads with the first message sent, not with the page.
      const { api } = await import('../api/client');
      await api.support.send.mutate({ ...values, kind, ...(siyumId === undefined ? {} : { siyumId }) });
    } catch (failure) {
      throw new UserFacingError(describeApiError(failure).message);
    }
  };

  return (
    <ContentPage title={page.title} lead={format(page.intro, { product: config.productName })}>
      {kind === 'support' && <p>{supportMessages.supportTips}</p>}
      <SupportForm
        // The signed-in user's details arrive after the session loads: the form starts again with them.
        key={user?.id ?? 'visitor'}
        kind={kind}
        onSubmit={send}
        describeError={(error) =>
          error instanceof UserFacingError ? error.message : apiErrorMessages.server
        }
        defaultValues={user ? { name, email: user.email } : {}}
      />
    </ContentPage>
  );
}

export function ContactUsPage() {
  return <ContactPage kind="contact" />;
}

export function SupportPage() {
  return <ContactPage kind="support" />;
}
