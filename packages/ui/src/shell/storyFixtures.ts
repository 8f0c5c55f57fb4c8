/** Sample data the shell's stories share (not part of the package's entry). */
import type { SisterSite } from './SisterSites';

export const SAMPLE_SISTER_SITES: readonly SisterSite[] = [
  { key: 'torah', url: 'https://torah.example.org/' },
  { key: 'mishnah', url: 'https://mishnah.example.org/' },
  { key: 'halacha', url: 'https://halacha.example.org/' },
  { key: 'parsha', url: 'https://parsha.example.org/' },
  { key: 'daf', url: 'https://daf.example.org/' },
];

/**
 * A stand-in for the provider's embed script, as a data: URL: it fills the container named by the
 * form id, as real embed scripts do. Its texts are the fake provider's, not the product's.
 */
export const SAMPLE_MAILING_LIST_SCRIPT = `data:text/javascript,${encodeURIComponent(
  `document.querySelector('[data-form-id="sample-form"]').innerHTML =
    '<form style="display:flex;flex-wrap:wrap;gap:8px;align-items:end;padding:2px">' +
    '<label style="display:grid">Email address<input type="email" name="email" style="font:inherit"></label>' +
    '<button style="font:inherit">Subscribe</button></form>';`,
)}`;
