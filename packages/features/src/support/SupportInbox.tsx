import { dateTimeFormat, format, type SupportInboxItem, supportInboxMessages } from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { SegmentedFilter } from '@siyum/ui/kit';
import type { UiMessages } from '@siyum/ui/messages';
import { useUiMessages } from '@siyum/ui/messages';
import { formatNodes, useReaderLocale } from '../shared/reader';
import './support.css';

export type SupportInboxShow = 'waiting' | 'all';

export interface SupportInboxProps {
  requests: readonly SupportInboxItem[];
  /** How many wait for an answer in all (the filter's count). */
  waiting: number;
  show: SupportInboxShow;
  onShowChange: (show: SupportInboxShow) => void;
  /** Marks a request answered (true) or back to waiting (false). */
  onMarkAnswered: (id: number, answered: boolean) => void;
  /** Requests whose mark is being saved. */
  busyIds?: ReadonlySet<number>;
  /** Present when more pages exist. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Where a siyum a request names is shown. */
  siyumHref?: (id: number) => string;
}

type InboxMessages = UiMessages['supportInbox'];

const when = (iso: string, m: InboxMessages) =>
  dateTimeFormat(m.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A reply opens the staff member's own mail program, addressed and titled. */
const replyHref = (request: SupportInboxItem, m: InboxMessages) =>
  `mailto:${encodeURIComponent(request.email)}?subject=${encodeURIComponent(
    format(m.replySubject, { subject: request.subject }),
  )}`;

/**
 * The support staff's inbox: messages from /contact-us and /support, those waiting first. Each
 * shows who wrote (and whether they were signed in), what about, and a reply link; after replying,
 * "Mark answered" takes it off the waiting list ("Back to waiting" undoes a mistake).
 */
export function SupportInbox({
  requests,
  waiting,
  show,
  onShowChange,
  onMarkAnswered,
  busyIds,
  onLoadMore,
  loadingMore = false,
  siyumHref,
}: SupportInboxProps) {
  const m = useUiMessages('supportInbox', supportInboxMessages);
  // On a Hebrew page the writer's name, address and words keep their own direction (`isolate`).
  const { isolate } = useReaderLocale();
  return (
    <section className="siyum-inbox" aria-label={m.title}>
      <SegmentedFilter
        legend={m.show}
        value={show}
        onChange={onShowChange}
        options={[
          { value: 'waiting', label: format(m.showWaiting, { count: waiting }) },
          { value: 'all', label: m.showAll },
        ]}
      />
      {requests.length === 0 ? (
        <p className="siyum-inbox__empty">{show === 'waiting' ? m.empty : m.emptyAll}</p>
      ) : (
        <ul className="siyum-inbox__list">
          {requests.map((request) => (
            <li key={request.id}>
              <article
                className="siyum-inbox__item"
                aria-labelledby={`support-request-${request.id}`}
                data-answered={request.answeredAt !== null}
              >
                <header className="siyum-inbox__head">
                  <span className="siyum-inbox__kind">
                    {request.kind === 'support' ? m.kindSupport : m.kindContact}
                  </span>
                  <h2 className="siyum-inbox__subject" id={`support-request-${request.id}`}>
                    <bdi>{request.subject}</bdi>
                  </h2>
                </header>
                <p className="siyum-inbox__meta">
                  <bdi>
                    {formatNodes(m.from, { name: isolate(request.name), email: isolate(request.email) })}
                  </bdi>
                  {request.userId !== null && ` · ${m.signedIn}`}
                  {' · '}
                  {format(m.sent, { date: when(request.createdAt, m) })}
                  {request.siyumId !== null && (
                    <>
                      {' · '}
                      {siyumHref ? (
                        <a href={siyumHref(request.siyumId)}>
                          {format(m.aboutSiyum, { id: request.siyumId })}
                        </a>
                      ) : (
                        format(m.aboutSiyum, { id: request.siyumId })
                      )}
                    </>
                  )}
                  {request.answeredAt !== null &&
                    ` · ${format(m.answered, { date: when(request.answeredAt, m) })}`}
                </p>
                <p className="siyum-inbox__message">{isolate(request.message)}</p>
                <div className="siyum-support__actions">
                  <a className="siyum-inbox__reply" href={replyHref(request, m)}>
                    {m.reply}
                  </a>
                  <Button
                    variant={request.answeredAt === null ? 'primary' : 'secondary'}
                    size="sm"
                    busy={busyIds?.has(request.id) ?? false}
                    onClick={() => onMarkAnswered(request.id, request.answeredAt === null)}
                  >
                    {request.answeredAt === null ? m.markAnswered : m.markWaiting}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {onLoadMore && (
        <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
          {m.loadMore}
        </Button>
      )}
    </section>
  );
}
