import { longDate } from './calendarDates';
import { SHARE_IMAGE } from './constants';
import { hebrewDate } from './hebrewDate';
import { escapeHtml } from './html';
import {
  imageServiceAt,
  PHOTO_SHARE_SIZE,
  photoSrcSet,
  SIYUM_HEADER_PHOTO,
  type SiyumPhoto,
  shareImageUrl,
} from './images';
import { formatNumber } from './intl';
import type { Locale } from './locales';
import { type Catalogue, format, pageMessages, siyumCommunityMessages } from './messages';
import { siyumPath } from './navigation';
import type { DedicationKind } from './siyumValues';

/**
 * A siyum page's link preview, in the HTML a crawler reads (WhatsApp, Slack, Facebook and mail
 * clients run no script): the same title and og:* tags the app writes in the browser (src/app/head.ts),
 * plus a description of the dedication, progress and date. The web server puts them into the app's
 * index.html for /s/{id} (scripts/shareHeadPlugin.ts locally; docs/deploy.md in production).
 */
export interface ShareHead {
  title: string;
  description: string;
  /** Absolute URLs. */
  canonicalUrl: string;
  imageUrl: string;
  /** og:image's size: the site's 600×150 image, or a siyum photo's 600×600 square. */
  imageWidth: number;
  imageHeight: number;
  siteName: string;
  /**
   * The page's header photo (its largest paint), preloaded from the head with the srcset and sizes
   * the page will ask for, so it downloads beside the scripts instead of after them.
   */
  photoPreload?: { srcset: string; sizes: string };
}

/** What a preview needs of a siyum (a subset of `Siyum`, so no zod here). */
export interface SharedSiyum {
  id: number;
  /** The share key the link was opened with (an unlisted siyum's preview keeps it in its URL). */
  shareKey?: string | undefined;
  title: string;
  dedicationKind: DedicationKind;
  dedicationNames: string;
  targetDate: string;
  progress: { total: number; completed: number };
  /** The siyum's photo (issue 21): the preview shows it instead of the site's image. */
  photo?: SiyumPhoto | null | undefined;
  /** The organizer's language (issue 23): the preview is written in it. */
  locale?: Locale | undefined;
}

export interface ShareSite {
  /** The web app's origin, e.g. `https://siyum.example.org`. */
  origin: string;
  productName: string;
  /** The share image's path or URL (resolved against `origin`). */
  imageUrl: string;
  /** The image service's base (VITE_IMAGE_BASE_URL, default /api/img), for a siyum's photo. */
  imageBaseUrl?: string | undefined;
}

const messages = siyumCommunityMessages;

/** "L'iluy nishmas Sarah bat Avraham", or null for no dedication (or one without names). */
export function dedicationText(
  kind: DedicationKind,
  names: string,
  text: Pick<ShareText['siyumCommunity'], 'dedication'> = messages,
): string | null {
  const trimmed = names.trim();
  if (kind === 'none' || trimmed === '') return null;
  return format(text.dedication[kind], { names: trimmed });
}

/** The catalogue sections a preview is worded from: English's, or another language's. */
export type ShareText = Pick<Catalogue, 'page' | 'siyumCommunity'>;

/**
 * "L'iluy nishmas Sarah bat Avraham · 120 of 525 portions learned · Siyum on 1 March 2030 (כ״ו אדר תש״צ)",
 * in `text`'s language (the organizer's: the caller picks the catalogue). In Hebrew the Hebrew date
 * leads and the Gregorian follows.
 */
export function siyumShareHead(
  siyum: SharedSiyum,
  site: ShareSite,
  text: ShareText = { page: pageMessages, siyumCommunity: messages },
): ShareHead {
  const words = text.siyumCommunity;
  const count = (n: number) => formatNumber(n, words.locale);
  const gregorian = longDate(siyum.targetDate, words.locale);
  const hebrew = hebrewDate(siyum.targetDate, 'he');
  const hebrewFirst = siyum.locale === 'he';
  const parts = [
    dedicationText(siyum.dedicationKind, siyum.dedicationNames, words),
    format(words.shareProgress, {
      completed: count(siyum.progress.completed),
      total: count(siyum.progress.total),
    }),
    hebrewFirst
      ? `${format(words.siyumOn, { date: hebrew })} (${gregorian})`
      : `${format(words.siyumOn, { date: gregorian })} (${hebrew})`,
  ];
  return {
    title: format(text.page.title, { page: siyum.title, product: site.productName }),
    description: parts.filter((part) => part !== null).join(' · '),
    canonicalUrl: new URL(siyumPath(siyum), site.origin).href,
    ...previewImage(siyum.photo, site),
    siteName: site.productName,
    ...(siyum.photo && site.imageBaseUrl
      ? {
          photoPreload: {
            srcset: photoSrcSet(imageServiceAt(site.imageBaseUrl), siyum.photo, SIYUM_HEADER_PHOTO.maxWidth),
            sizes: SIYUM_HEADER_PHOTO.sizes,
          },
        }
      : {}),
  };
}

/** og:image: the siyum's photo as a square JPEG when it has one, else the site's share image. */
function previewImage(photo: SiyumPhoto | null | undefined, site: ShareSite) {
  if (photo && site.imageBaseUrl)
    return {
      imageUrl: new URL(shareImageUrl(site.imageBaseUrl, photo), site.origin).href,
      imageWidth: PHOTO_SHARE_SIZE,
      imageHeight: PHOTO_SHARE_SIZE,
    };
  return {
    imageUrl: new URL(site.imageUrl, site.origin).href,
    imageWidth: SHARE_IMAGE.width,
    imageHeight: SHARE_IMAGE.height,
  };
}

/** The <head> tags of a preview, escaped. */
export function shareHeadTags(head: ShareHead): string {
  const meta = (key: 'property' | 'name', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('property', 'og:image:width', String(head.imageWidth)),
    meta('property', 'og:image:height', String(head.imageHeight)),
    meta('name', 'twitter:card', 'summary'),
    ...(head.photoPreload
      ? [
          `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeHtml(head.photoPreload.srcset)}" imagesizes="${escapeHtml(head.photoPreload.sizes)}" />`,
        ]
      : []),
  ].join('\n    ');
}

/**
 * The app's index.html with a preview's tags: its own <title> and description give way (a page has
 * one of each), everything else — scripts, styles — stays as built.
 */
export function withShareHead(indexHtml: string, head: ShareHead): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A replacer function: a replacement string would read `$&`, `$'` or `` $` `` in a title as patterns.
  return stripped.replace(/<\/head>/i, () => `  ${shareHeadTags(head)}\n  </head>`);
}
