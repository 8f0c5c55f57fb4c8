import {
  apiErrorMessages,
  format,
  pageMessages,
  type SupportFormValues,
  type SupportKind,
  supportMessages,
} from '@siyum/domain';
import { SupportForm } from '@siyum/features';
import { type UiMessages, useUiMessages } from '@siyum/ui/messages';
import { useSearchParams } from 'react-router';
import { describeApiError, ENGLISH_USER_FACING_SECTIONS } from '../api/errors';
import { UserFacingError, useUserFacingMessage } from '../app/userFacingError';
import { useSession } from '../auth/session';
import { config } from '../config';
import { ContentPage } from './ContentPage';

/** Each kind's heading and the sentence under it, in the wording of the given sections. */
function pageText(
  kind: SupportKind,
  page: UiMessages['page'],
  support: UiMessages['support'],
): { title: string; intro: string } {
  return kind === 'contact'
    ? { title: page.contact, intro: support.contactIntro }
    : { title: page.support, intro: support.supportIntro };
}

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
  const support = useUiMessages('support', supportMessages);
  const apiErrors = useUiMessages('apiErrors', apiErrorMessages);
  const userFacing = useUserFacingMessage();
  const titles = useUiMessages('page', pageMessages);
  const page = pageText(kind, titles, support);
  const siyumId = kind === 'support' ? siyumIdFrom(search.get('siyum')) : undefined;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  const send = async (values: SupportFormValues) => {
    try {
      // The API client loads with the first message sent, not with the page.
      const { api } = await import('../api/client');
      await api.support.send.mutate({ ...values, kind, ...(siyumId === undefined ? {} : { siyumId }) });
    } catch (failure) {
      // Worded when the form shows it (`describeError`), in the reader's language then.
      throw new UserFacingError(
        (sections) => describeApiError(failure, sections).message,
        ENGLISH_USER_FACING_SECTIONS,
      );
    }
  };

  return (
    <ContentPage title={page.title} lead={format(page.intro, { product: config.productName })}>
      {kind === 'support' && <p>{support.supportTips}</p>}
      <SupportForm
        // The signed-in user's details arrive after the session loads: the form starts again with them.
        key={user?.id ?? 'visitor'}
        kind={kind}
        onSubmit={send}
        describeError={(error) => userFacing(error) ?? apiErrors.server}
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
