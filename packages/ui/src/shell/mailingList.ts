/**
 * The mailing-list sign-up form comes from a third-party script (§1). It runs isolated: inside an
 * `<iframe srcdoc>` sandboxed without allow-same-origin, so it has an opaque origin and cannot reach
 * the app's DOM, cookies or storage. A small bootstrap in that document reports to the parent
 * whether the script loaded and how tall the form is. Pure apart from the timers and the listener
 * it is handed, so node tests drive it.
 */
import { escapeHtml } from '@siyum/domain/html';

/** Where the sign-up form comes from (public runtime configuration). */
export interface MailingListConfig {
  /** The provider's embed script. */
  scriptUrl: string;
  /** The id of the element the script fills, for providers that render into a container. */
  formId?: string | undefined;
  /** The list's own sign-up page: the fallback link when the script cannot load. */
  pageUrl?: string | undefined;
}

export const MAILING_LIST_SANDBOX = 'allow-scripts allow-forms allow-popups';
/** Without word from the script by then, the fallback shows. */
export const MAILING_LIST_TIMEOUT_MS = 10_000;
/** A report cannot make the frame taller than this (the script is not ours). */
export const MAILING_LIST_MAX_HEIGHT_PX = 1200;
const REPORT_TYPE = 'siyum:mailing-list';
/** The bootstrap's global, named so the provider's script will not overwrite it. */
const REPORT = '__siyumMailingListReport';
/** `data:` lets stories and tests supply a form without a server. */
const SCRIPT_PROTOCOLS = ['https:', 'http:', 'data:'];

/** The script's absolute URL, or null when it is not a URL a script can load from. */
export function resolveScriptUrl(scriptUrl: string, base: string): string | null {
  if (scriptUrl.trim() === '') return null;
  try {
    const url = new URL(scriptUrl, base);
    return SCRIPT_PROTOCOLS.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The app's look at the moment the frame is made, so the form's own text matches the page. */
export interface FrameLook {
  colorScheme: string;
  color: string;
  fontFamily: string;
  fontSize: string;
}

/**
 * The frame's document: the form's container, a bootstrap that reports to the parent, then the
 * provider's script as a parser-inserted script (embed snippets that `document.write` still work).
 */
export function mailingListDocument(scriptUrl: string, formId: string | undefined, look: FrameLook): string {
  const style = `:root{color-scheme:${look.colorScheme};color:${look.color};font-family:${look.fontFamily};font-size:${look.fontSize}}body{margin:0}`;
  const container = formId
    ? `<div id="${escapeHtml(formId)}" data-form-id="${escapeHtml(formId)}"></div>`
    : '';
  const bootstrap =
    `function ${REPORT}(kind,height){parent.postMessage({type:'${REPORT_TYPE}',kind:kind,height:height},'*')};` +
    `new ResizeObserver(function(){${REPORT}('height',document.documentElement.scrollHeight)})` +
    '.observe(document.documentElement)';
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${style.replaceAll('<', '\\3c ')}</style></head><body>` +
    `${container}<script>${bootstrap}</script>` +
    `<script src="${escapeHtml(scriptUrl)}" onload="${REPORT}('loaded')" onerror="${REPORT}('failed')"></script>` +
    '</body></html>'
  );
}

export type FrameReport = { kind: 'loaded' } | { kind: 'failed' } | { kind: 'height'; height: number };

/** A report from the frame's bootstrap, or null for any other message. */
export function readFrameReport(data: unknown): FrameReport | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, kind, height } = data as Record<string, unknown>;
  if (type !== REPORT_TYPE) return null;
  if (kind === 'loaded' || kind === 'failed') return { kind };
  if (kind === 'height' && typeof height === 'number' && Number.isFinite(height))
    return { kind, height: Math.min(Math.max(Math.ceil(height), 0), MAILING_LIST_MAX_HEIGHT_PX) };
  return null;
}

type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Listens on `target` (the app's window) for reports posted by one frame. The sender is checked
 * by identity (`isFrame(event.source)`): with an opaque origin there is no origin to compare.
 */
export function frameReports(target: MessageTarget, isFrame: (source: unknown) => boolean) {
  return (onReport: (report: FrameReport) => void) => {
    const receive = (event: Event) => {
      const { source, data } = event as MessageEvent;
      if (!isFrame(source)) return;
      const report = readFrameReport(data);
      if (report) onReport(report);
    };
    target.addEventListener('message', receive);
    return () => target.removeEventListener('message', receive);
  };
}

export type MailingListOutcome = 'ready' | 'failed';

export interface FollowFrameOptions {
  /** Subscribes to the frame's reports; returns the unsubscription. */
  listen: (onReport: (report: FrameReport) => void) => () => void;
  /** Called once: the script loaded, or it failed or stayed silent until the timeout. */
  onOutcome: (outcome: MailingListOutcome) => void;
  onHeight: (px: number) => void;
  timeoutMs?: number | undefined;
}

/** Follows one frame's load to its outcome; returns a stop function that drops the listener and timer. */
export function followMailingListFrame({
  listen,
  onOutcome,
  onHeight,
  timeoutMs = MAILING_LIST_TIMEOUT_MS,
}: FollowFrameOptions): () => void {
  let settled = false;
  const settle = (outcome: MailingListOutcome) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    onOutcome(outcome);
  };
  const timer = setTimeout(() => settle('failed'), timeoutMs);
  const stopListening = listen((report) => {
    if (report.kind === 'height') onHeight(report.height);
    else settle(report.kind === 'loaded' ? 'ready' : 'failed');
  });
  return () => {
    clearTimeout(timer);
    stopListening();
  };
}

/**
 * Runs `start` once `element` comes near the viewport (IntersectionObserver), or when the browser
 * is idle where there is no observer. Returns a cancel function.
 */
export function whenNearViewport(element: Element, start: () => void, rootMargin = '200px'): () => void {
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(start);
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(start, 1);
  return () => clearTimeout(timer);
}
