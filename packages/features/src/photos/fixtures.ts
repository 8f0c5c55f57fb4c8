/**
 * A deterministic, in-memory photo service and sample files for the stories and tests: no network.
 * Uploads end as each story needs (at once, held for the play function to drive, failed, expired);
 * previews are inline SVG drawings of the same scene the sample PNG shows, cropped by their viewBox.
 */
import { PHOTO_MAX_BYTES, photoKey, type SiyumPhoto } from '@siyum/domain';
import {
  CREDENTIALS_EXPIRED,
  type PhotoService,
  type PhotoUploadOptions,
  type StoredPhoto,
} from './photoService';

/** A 120×80 PNG (447 bytes): a hill, a house and the sun under a blue sky. */
const SAMPLE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQBAMAAAAgtay6AAAAMFBMVEVrj7VdfUrJt5w/Wi7y0GuKSzrfx3a8tolqhaGYpZ1EYDmAYGBreopOaExVdHGVo57m6PiJAAAACXBIWXMAAAsTAAALEwEAmpwYAAABNUlEQVRYw+3Uv0rDUBTH8Uz29i+UboJLX+FsRTqFSh/gQKEODl2cdHDpVhAXdSztKtwXcOnkUhB3IfgEeQEnZ3Pb/KnQ0p7zAx283yHbh3OS3CQIfL5/33zUG2vtLEy61NlSuOpahW/W+Exjy2HapwIfZfhCgacZ7utvWXfTowz3FDjM+20sX/sFeGBVfta/qgUP1YekylyMPvh41pbpYObhRPphVJ7c9YFdA+knGXeTi+F1+egvZ6/2WUOUiLsUD2S/oTrRez6YeSk6TDFRN3jL8bnEGkvUeWRWjU62JvrYwJLRrw6ftoska1uHOzrcoFU6fIvgCMDp1jp8j+AIwDUCcAXBMYANAbiO4BjAxgK42PpA3Nwo2oqbO/uBCcDHCG4h2AL4hADcQrBFsDyPPfbY4z/G36HyFi1lzZJhAAAAAElFTkSuQmCC';
export const SAMPLE_PHOTO_SIZE = { width: 120, height: 80 } as const;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

export const samplePhotoFile = (): File =>
  new File([bytesOf(SAMPLE_PNG)], 'garden.png', { type: 'image/png' });

/** Text named and typed like a JPEG: only its bytes give it away. */
export const disguisedTextFile = (): File =>
  new File(['These are the minutes of the meeting.'], 'portrait.jpg', { type: 'image/jpeg' });

/** One byte over the size limit (never read: the size alone refuses it). */
export const oversizedPhotoFile = (): File =>
  new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'scan.png', { type: 'image/png' });

/** The sample PNG's header rewritten to claim 20 000 × 20 000 pixels: a decompression bomb. */
export function bombPhotoFile(): File {
  const header = bytesOf(SAMPLE_PNG).slice(0, 33);
  const view = new DataView(header.buffer);
  view.setUint32(16, 20_000);
  view.setUint32(20, 20_000);
  return new File([header], 'tiny.png', { type: 'image/png' });
}

const IDENTITY = 'local:00000000-0000-4000-8000-00000000c0de';
const photoId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
/** The key of the sample service's n-th photo (1 is the newest earlier upload). */
export const samplePhotoKey = (n: number): string => photoKey(IDENTITY, photoId(n));

const SKIES = ['#6b8fb5', '#c98f5a', '#8d76b8', '#5fa38b', '#b56b7d', '#4f6f94'];
const skyOf = (key: string) => SKIES[Number.parseInt(key.slice(-12), 16) % SKIES.length] ?? '#6b8fb5';

/** The image service's answer, drawn: the sample scene in the photo's sky, cropped by the viewBox. */
export function samplePreviewUrl(photo: SiyumPhoto, width: number): string {
  const { x, y, width: w, height: h } = photo.crop;
  const box = [x * 120, y * 80, w * 120, h * 80].map((n) => Number(n.toFixed(3)));
  const height = Math.round((width * h * 80) / (w * 120));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.join(' ')}" preserveAspectRatio="none"><rect width="120" height="80" fill="${skyOf(photo.key)}"/><rect y="52" width="120" height="28" fill="#5d7d4a"/><circle cx="88" cy="22" r="10" fill="#f2d06b"/><path d="M20 60 L40 28 L60 60 Z" fill="#3f5a2e"/><rect x="46" y="34" width="22" height="26" fill="#c9b79c"/><path d="M44 36 L57 24 L70 36 Z" fill="#8a4b3a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** How a fake upload ends: at once, held for the play function, with a network error, or expired. */
export type FakeUploadOutcome = 'instant' | 'held' | 'fail' | 'expired';

/** An upload the play function drives: report progress, then finish it or let the field cancel it. */
export interface HeldUpload {
  file: Blob;
  signal: AbortSignal;
  progress: (fraction: number) => void;
  finish: () => void;
}

export interface FakePhotosOptions {
  /** Outcomes of successive uploads; the last one repeats. */
  uploads?: FakeUploadOutcome[];
  /** Earlier uploads listed by "my photos". */
  stored?: number;
  pageSize?: number;
  listFails?: boolean;
}

export interface FakePhotos {
  service: PhotoService;
  /** Files given to `upload`, in order. */
  uploaded: Blob[];
  held: HeldUpload[];
  /** The `nextToken` of each list call (undefined: the first page). */
  listed: (string | undefined)[];
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
const expiredError = () =>
  Object.assign(new Error('The identity pool refused to refresh.'), { name: CREDENTIALS_EXPIRED });

/** A fresh in-memory service for one story. */
export function fakePhotos({
  uploads = ['instant'],
  stored = 5,
  pageSize = 3,
  listFails = false,
}: FakePhotosOptions = {}): FakePhotos {
  const earlier: StoredPhoto[] = Array.from({ length: stored }, (_, index) => ({
    key: samplePhotoKey(index + 1),
    lastModified: new Date(Date.UTC(2025, 2, 20 - index * 3)),
    size: 180_000 + index * 12_345,
  }));
  const uploaded: Blob[] = [];
  const held: HeldUpload[] = [];
  const listed: (string | undefined)[] = [];
  let next = 100;

  const upload = (file: Blob, { onProgress, signal }: PhotoUploadOptions) => {
    const outcome = uploads[Math.min(uploaded.length, uploads.length - 1)] ?? 'instant';
    uploaded.push(file);
    const key = samplePhotoKey(next++);
    return new Promise<{ key: string }>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(abortError()), { once: true });
      if (outcome === 'held') {
        held.push({ file, signal, progress: onProgress, finish: () => resolve({ key }) });
        return;
      }
      setTimeout(() => {
        if (outcome === 'fail') reject(new TypeError('Failed to fetch'));
        else if (outcome === 'expired') reject(expiredError());
        else {
          onProgress(0.5);
          onProgress(1);
          resolve({ key });
        }
      }, 0);
    });
  };

  const list = async ({ nextToken }: { nextToken?: string }) => {
    listed.push(nextToken);
    if (listFails) throw new TypeError('Failed to fetch');
    const start = Number(nextToken ?? 0);
    const end = start + pageSize;
    const items = earlier.slice(start, end);
    return end < earlier.length ? { items, nextToken: String(end) } : { items };
  };

  return { service: { upload, list, previewUrl: samplePreviewUrl }, uploaded, held, listed };
}
