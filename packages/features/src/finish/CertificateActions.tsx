import { finishLineMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { useUiMessages } from '@siyum/ui/messages';
import { useState } from 'react';
import './CertificateActions.css';

export interface CertificateActionsProps {
  /** Opens the print dialog; the browser's `window.print` unless given (stories). */
  print?: () => void;
  /**
   * Makes and saves the completion page as a PDF. Without it there is no "Download PDF" button:
   * Print's "Save as PDF" is the way then. The maker loads its PDF library only when pressed.
   */
  downloadPdf?: (() => Promise<void>) | undefined;
  className?: string;
}

type PdfState = 'idle' | 'busy' | 'failed';

/** The completion page's buttons: Print, and Download PDF. Hidden from the printed page itself. */
export function CertificateActions({ print, downloadPdf, className }: CertificateActionsProps) {
  const m = useUiMessages('finishLine', finishLineMessages);
  const [pdf, setPdf] = useState<PdfState>('idle');
  const download = async () => {
    if (!downloadPdf) return;
    setPdf('busy');
    try {
      await downloadPdf();
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };
  return (
    <div className={cx('siyum-certificate-actions', className)}>
      <div className="siyum-certificate-actions__buttons">
        <Button variant="primary" onClick={() => (print ?? (() => window.print()))()}>
          {m.print}
        </Button>
        {downloadPdf && (
          <Button variant="secondary" busy={pdf === 'busy'} busyLabel={m.preparingPdf} onClick={download}>
            {m.downloadPdf}
          </Button>
        )}
      </div>
      <p className="siyum-certificate-actions__status" role="status">
        {pdf === 'failed' ? m.pdfFailed : ''}
      </p>
    </div>
  );
}
