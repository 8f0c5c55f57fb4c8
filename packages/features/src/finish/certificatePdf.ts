/**
 * The completion page as a PDF file (issue 24), made in the browser: the page is drawn as the reader
 * sees it (html2canvas-pro, which reads today's CSS colours) and laid on A4 pages (jsPDF). Drawing
 * the page rather than re-typesetting it keeps Hebrew, right-to-left lines and mixed names exactly
 * as the browser shapes them, which a PDF font engine would have to redo. Both libraries load only
 * when the organizer asks for the file.
 */

/** A4 in points, and the margin around the drawing. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 } as const;
/** Pixels drawn per CSS pixel: sharp enough to print. */
const SCALE = 2;

/** Draws `sheet` in light colours on A4 pages and answers the PDF. */
export async function certificatePdf(sheet: HTMLElement): Promise<Blob> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([
    import('html2canvas-pro'),
    import('jspdf'),
  ]);
  const canvas = await html2canvas(sheet, {
    scale: SCALE,
    backgroundColor: '#ffffff',
    logging: false,
    // The file is paper: light colours whatever the reader's theme.
    onclone: (copy) => {
      copy.documentElement.dataset.theme = 'light';
    },
  });
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const width = PAGE.width - 2 * PAGE.margin;
  const pageHeight = PAGE.height - 2 * PAGE.margin;
  // How many canvas pixels fill one page's height at this width.
  const slice = Math.floor((pageHeight * canvas.width) / width);
  for (let top = 0, page = 0; top < canvas.height; top += slice, page++) {
    const part = document.createElement('canvas');
    part.width = canvas.width;
    part.height = Math.min(slice, canvas.height - top);
    part.getContext('2d')?.drawImage(canvas, 0, -top);
    if (page > 0) pdf.addPage();
    const height = (part.height * width) / canvas.width;
    pdf.addImage(part.toDataURL('image/png'), 'PNG', PAGE.margin, PAGE.margin, width, height);
  }
  return pdf.output('blob');
}

/** Saves `blob` as `fileName` through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
