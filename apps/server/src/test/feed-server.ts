import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** What the local calendar server answers next: a status, a type and a body (or a redirect). */
export interface FeedAnswer {
  status?: number;
  type?: string;
  body?: string;
  location?: string;
  /** Milliseconds before answering. */
  delayMs?: number;
}

/**
 * A local HTTP server standing in for an external calendar (Airbnb's, Google's) in a test
 * file: `answer` sets what each path returns, `hits` counts the requests of each path.
 */
export function useFeedServer(host = '127.0.0.1') {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404, body: 'no such calendar' };
    const send = () => {
      if (answer.location) {
        res.writeHead(answer.status ?? 302, { location: answer.location }).end();
        return;
      }
      res
        .writeHead(answer.status ?? 200, {
          'content-type': answer.type ?? 'text/calendar; charset=utf-8',
        })
        .end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  const feeds = {
    origin: '',
    answer(path: string, answer: FeedAnswer) {
      answers.set(path, answer);
    },
    hits(path: string) {
      return hits.get(path) ?? 0;
    },
    url(path: string) {
      return `${feeds.origin}${path}`;
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, host, resolve));
    feeds.origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return feeds;
}

/** An iCalendar file of all-day events, CRLF as RFC 5545 has it. */
export function allDayCalendar(events: { uid: string; start: string; endExclusive: string }[]) {
  const day = (d: string) => d.replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${day(e.start)}`,
      `DTEND;VALUE=DATE:${day(e.endExclusive)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
