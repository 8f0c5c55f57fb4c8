/** One message the catcher received, as the tests and the e2e suite read it. */
export interface CaughtMail {
  /** maildev's id (for `attachment()`). */
  id: string;
  /** The From address. */
  from: string | undefined;
  /** The To header's addresses. */
  to: string[];
  /** Who it was delivered to (SMTP RCPT TO): includes Bcc recipients, which no header shows. */
  envelopeTo: string[];
  subject: string;
  /**
   * The message's own header block, names in lower case, values unfolded but not decoded (RFC 2047);
   * a repeated header keeps its first value. Read from the raw source, because maildev's parsed
   * headers drop the structured ones (List-*, From, To).
   */
  headers: Record<string, string>;
  /** contentType without its parameters (`text/calendar`). */
  attachments: { filename: string; contentType: string }[];
  text?: string;
  /** As maildev keeps it (sanitized for its viewer). */
  html?: string;
}

export interface MailCatcherClient {
  /** Every message, oldest first. */
  messages(): Promise<CaughtMail[]>;
  /** The first message (oldest first) that matches, polling until `timeoutMs` (default 10 s). */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** An attachment's content as text (an .ics, a CSV). */
  attachment(id: string, filename: string): Promise<string>;
  deleteAll(): Promise<void>;
}

const POLL_MS = 100;

interface MaildevAddress {
  address?: unknown;
}

/** The fields of maildev 3's stored email (`@maildev/core` `Email`) this client reads. */
interface MaildevEmail {
  id?: unknown;
  subject?: unknown;
  from?: unknown;
  to?: unknown;
  envelope?: { to?: unknown };
  attachments?: unknown;
  text?: unknown;
  html?: unknown;
}

function addresses(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((entry: MaildevAddress) => entry?.address)
    .filter((address): address is string => typeof address === 'string' && address !== '');
}

interface MaildevAttachment {
  filename?: unknown;
  /** The name maildev stored it under, which its attachment endpoint takes. */
  generatedFileName?: unknown;
  contentType?: unknown;
}

function attachmentsOf(value: unknown): MaildevAttachment[] {
  return Array.isArray(value) ? value : [];
}

/** The header block of a raw message: up to the first empty line, continuation lines unfolded. */
export function parseHeaderBlock(source: string): Record<string, string> {
  const end = source.search(/\r?\n\r?\n/);
  const block = end === -1 ? source : source.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Reads the catcher's HTTP API (maildev 3, under `${webUrl}/api`):
 * - `GET /api/email`: every email, parsed (arrival order);
 * - `GET /api/email/:id/source`: the raw message (for its headers);
 * - `GET /api/email/:id/attachment/:generatedFileName`: one attachment, by the name maildev stored it
 *   under (each email's `attachments[].generatedFileName`), not its own filename;
 * - `DELETE /api/email/all`: empties the inbox.
 * (`GET /api/email/:id` would mark the email read; it is not used.)
 */
export function mailCatcherClient(webUrl: string): MailCatcherClient {
  const api = `${webUrl.replace(/\/$/, '')}/api`;
  // A message's source never changes: each is fetched once however often `waitFor` polls.
  const headersById = new Map<string, Record<string, string>>();
  // Message id → attachment filename → the name maildev serves it under.
  const storedNames = new Map<string, Map<string, string>>();

  async function request(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${api}${path}`, init);
    if (!response.ok)
      throw new Error(`mail catcher: ${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return response;
  }

  async function headersOf(id: string): Promise<Record<string, string>> {
    const known = headersById.get(id);
    if (known) return known;
    const headers = parseHeaderBlock(await (await request(`/email/${encodeURIComponent(id)}/source`)).text());
    headersById.set(id, headers);
    return headers;
  }

  async function messages(): Promise<CaughtMail[]> {
    const emails = (await (await request('/email')).json()) as MaildevEmail[];
    return Promise.all(
      emails.map(async (email) => {
        const id = String(email.id);
        const attachments = attachmentsOf(email.attachments);
        storedNames.set(
          id,
          new Map(
            attachments.map((entry) => [String(entry.filename ?? ''), String(entry.generatedFileName ?? '')]),
          ),
        );
        return {
          id,
          from: addresses(email.from)[0],
          to: addresses(email.to),
          envelopeTo: addresses(email.envelope?.to),
          subject: typeof email.subject === 'string' ? email.subject : '',
          headers: await headersOf(id),
          attachments: attachments.map((entry) => ({
            filename: String(entry.filename ?? ''),
            contentType:
              String(entry.contentType ?? '')
                .split(';')[0]
                ?.trim() ?? '',
          })),
          ...(typeof email.text === 'string' ? { text: email.text } : {}),
          ...(typeof email.html === 'string' ? { html: email.html } : {}),
        };
      }),
    );
  }

  return {
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = await messages();
        const match = seen.find(predicate);
        if (match) return match;
        if (Date.now() >= deadline) {
          const subjects = seen.map((mail) => `"${mail.subject}" → ${mail.envelopeTo.join(', ')}`);
          throw new Error(
            `mail catcher: no matching message within ${timeoutMs} ms; it holds [${subjects.join('; ')}]`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    async attachment(id, filename) {
      if (!storedNames.get(id)?.has(filename)) await messages();
      const stored = storedNames.get(id)?.get(filename);
      if (!stored) throw new Error(`mail catcher: message ${id} has no attachment named ${filename}`);
      return (
        await request(`/email/${encodeURIComponent(id)}/attachment/${encodeURIComponent(stored)}`)
      ).text();
    },
    async deleteAll() {
      await request('/email/all', { method: 'DELETE' });
      headersById.clear();
      storedNames.clear();
    },
  };
}
