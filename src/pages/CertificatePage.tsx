import { finishLineMessages } from '@siyum/domain';
import { CertificateActions, CompletionCertificate, certificatePdf, saveFile } from '@siyum/features';
import { useUiMessages } from '@siyum/ui/messages';
import { useRef } from 'react';
import { ENGLISH_USER_FACING_SECTIONS } from '../api/errors';
import { PageSpinner } from '../app/PageSpinner';
import { usePageHead } from '../app/useDocumentHead';
import { UserFacingError } from '../app/userFacingError';
import { NotFoundPage } from './NotFoundPage';
import { useSiyumPage } from './useSiyumPage';
import '../app/page.css';
import './CertificatePage.css';

/**
 * /certificate/{id} (issue 24, not in the navigation): a siyum's completion page, to print or save.
 * It reads what the siyum page reads — an unlisted siyum needs its share key or a manager — so it
 * shows a visitor no name the board does not. The header and footer stay off the printed page.
 */
export function CertificatePage() {
  const data = useSiyumPage({ board: true });
  const m = useUiMessages('finishLine', finishLineMessages);
  const sheet = useRef<HTMLDivElement>(null);
  const downloadPdf = async () => {
    if (!sheet.current || data.kind !== 'ready') throw new Error('the completion page is not shown');
    saveFile(await certificatePdf(sheet.current), `siyum-${data.siyum.id}.pdf`);
  };
  usePageHead(data.kind === 'ready' ? `${m.certificateTitle}: ${data.siyum.title}` : m.certificateTitle);
  if (data.kind === 'notFound') return <NotFoundPage reason="invalid" />;
  if (data.kind === 'ready' && data.boardFailed)
    throw new UserFacingError((sections) => sections.siyumPage.loadFailed, ENGLISH_USER_FACING_SECTIONS);
  if (data.kind === 'loading' || !data.portions) return <PageSpinner />;
  return (
    <main className="page certificate-page">
      <CertificateActions downloadPdf={downloadPdf} />
      <div ref={sheet}>
        <CompletionCertificate siyum={data.siyum} portions={data.portions} />
      </div>
    </main>
  );
}
