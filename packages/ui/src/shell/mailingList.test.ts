import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FrameReport,
  followMailingListFrame,
  frameReports,
  MAILING_LIST_MAX_HEIGHT_PX,
  mailingListDocument,
  readFrameReport,
  resolveScriptUrl,
  whenNearViewport,
} from './mailingList';

const LOOK = {
  colorScheme: 'light',
  color: 'rgb(28, 27, 25)',
  fontFamily: '"Segoe UI", sans-serif',
  fontSize: '16px',
};
const report = (kind: string, height?: unknown) => ({ type: 'siyum:mailing-list', kind, height });

describe('resolveScriptUrl', () => {
  it.each([
    ['https://forms.example.com/embed.js', 'https://forms.example.com/embed.js'],
    ['/embed.js', 'https://siyum.example/embed.js'],
    ['data:text/javascript,void 0', 'data:text/javascript,void 0'],
    ['javascript:alert(1)', null],
    ['ftp://example.com/embed.js', null],
    ['', null],
    ['   ', null],
    ['https://[not-a-host/embed.js', null],
  ])('%j → %j', (input, expected) => {
    expect(resolveScriptUrl(input, 'https://siyum.example/page')).toBe(expected);
  });
});

describe('mailingListDocument', () => {
  it('loads the script after the bootstrap that reports its load and failure', () => {
    const html = mailingListDocument('https://forms.example.com/embed.js?a=1&b=2', undefined, LOOK);
    const bootstrap = html.indexOf('new ResizeObserver');
    const script = html.indexOf('<script src="https://forms.example.com/embed.js?a=1&#38;b=2"');
    expect(bootstrap).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(bootstrap);
    expect(html).toContain(`onload="__siyumMailingListReport('loaded')"`);
    expect(html).toContain(`onerror="__siyumMailingListReport('failed')"`);
    expect(html).not.toContain('data-form-id');
  });

  it('adds the container the script fills, its id escaped', () => {
    const html = mailingListDocument(
      'https://forms.example.com/embed.js',
      '_form_5"><script>x()</script>',
      LOOK,
    );
    expect(html).toContain('<div id="_form_5&#34;&#62;&#60;script&#62;x()&#60;/script&#62;"');
    expect(html).not.toContain('<script>x()');
  });

  it("carries the page's look, and a stray '<' cannot close the style element", () => {
    const html = mailingListDocument('https://forms.example.com/embed.js', undefined, {
      ...LOOK,
      fontFamily: '</style><script>x()</script>',
    });
    expect(html).toContain('color-scheme:light;color:rgb(28, 27, 25)');
    expect(html).toContain('font-family:\\3c /style>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('readFrameReport', () => {
  it.each<[unknown, FrameReport | null]>([
    [report('loaded'), { kind: 'loaded' }],
    [report('failed'), { kind: 'failed' }],
    [report('height', 240.2), { kind: 'height', height: 241 }],
    [report('height', -5), { kind: 'height', height: 0 }],
    [report('height', 1e6), { kind: 'height', height: MAILING_LIST_MAX_HEIGHT_PX }],
    [report('height', Number.NaN), null],
    [report('height', '240'), null],
    [report('exploded'), null],
    [{ type: 'other', kind: 'loaded' }, null],
    ['loaded', null],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(readFrameReport(data)).toEqual(expected);
  });
});

describe('frameReports', () => {
  function fakeWindow() {
    const listeners = new Set<(event: Event) => void>();
    return {
      listeners,
      addEventListener: (_type: string, listener: (event: Event) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: Event) => void) => listeners.delete(listener),
      post: (source: unknown, data: unknown) => {
        for (const listener of listeners) listener({ source, data } as unknown as Event);
      },
    };
  }

  it("passes on the frame's reports only, and stops listening when asked", () => {
    const target = fakeWindow();
    const frame = {};
    const received: FrameReport[] = [];
    const stop = frameReports(
      target as unknown as Window,
      (source) => source === frame,
    )((r) => received.push(r));
    target.post({}, report('loaded'));
    target.post(frame, { type: 'other' });
    target.post(frame, report('failed'));
    expect(received).toEqual([{ kind: 'failed' }]);
    stop();
    expect(target.listeners.size).toBe(0);
  });
});

describe('followMailingListFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function follow(timeoutMs?: number) {
    vi.useFakeTimers();
    let send: (report: FrameReport) => void = () => {};
    const unsubscribe = vi.fn();
    const onOutcome = vi.fn();
    const onHeight = vi.fn();
    const stop = followMailingListFrame({
      listen: (onReport) => {
        send = onReport;
        return unsubscribe;
      },
      onOutcome,
      onHeight,
      timeoutMs,
    });
    return { send: (r: FrameReport) => send(r), stop, unsubscribe, onOutcome, onHeight };
  }

  it('is ready when the script reports its load, once, whatever follows', () => {
    const frame = follow();
    frame.send({ kind: 'height', height: 120 });
    frame.send({ kind: 'loaded' });
    frame.send({ kind: 'failed' });
    vi.advanceTimersByTime(60_000);
    expect(frame.onOutcome.mock.calls).toEqual([['ready']]);
    expect(frame.onHeight).toHaveBeenCalledWith(120);
  });

  it('fails when the script reports an error', () => {
    const frame = follow();
    frame.send({ kind: 'failed' });
    frame.send({ kind: 'loaded' });
    expect(frame.onOutcome.mock.calls).toEqual([['failed']]);
  });

  it('fails when the script stays silent until the timeout', () => {
    const frame = follow(5000);
    vi.advanceTimersByTime(4999);
    expect(frame.onOutcome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(frame.onOutcome.mock.calls).toEqual([['failed']]);
    frame.send({ kind: 'loaded' });
    expect(frame.onOutcome).toHaveBeenCalledTimes(1);
  });

  it('defaults to a 10 s timeout', () => {
    const frame = follow();
    vi.advanceTimersByTime(9999);
    expect(frame.onOutcome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(frame.onOutcome).toHaveBeenCalledWith('failed');
  });

  it('once stopped, neither the timer nor the listener is left', () => {
    const frame = follow(1000);
    frame.stop();
    vi.advanceTimersByTime(5000);
    expect(frame.onOutcome).not.toHaveBeenCalled();
    expect(frame.unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('whenNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  class FakeObserver {
    static last: FakeObserver | undefined;
    observed: unknown[] = [];
    disconnected = false;
    constructor(
      readonly callback: (entries: { isIntersecting: boolean }[]) => void,
      readonly options: { rootMargin?: string },
    ) {
      FakeObserver.last = this;
    }
    observe(element: unknown) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  it('starts once the element comes near the viewport, then stops observing', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const element = {} as Element;
    const start = vi.fn();
    whenNearViewport(element, start);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe('200px');
    observer.callback([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    observer.callback([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('cancelling disconnects the observer', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const cancel = whenNearViewport({} as Element, vi.fn());
    cancel();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('without an observer, starts when the browser is idle', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    let idle: (() => void) | undefined;
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const start = vi.fn();
    const cancel = whenNearViewport({} as Element, start);
    expect(start).not.toHaveBeenCalled();
    idle?.();
    expect(start).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('with neither, starts on the next task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = vi.fn();
    whenNearViewport({} as Element, start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
