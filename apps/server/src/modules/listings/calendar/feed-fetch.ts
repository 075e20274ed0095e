import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Fetches an owner's external calendar as a hostile server could answer it (decision 0028):
 * http(s) only; every address a host resolves to is checked, and the connection goes to the
 * address that was checked (no second lookup a DNS rebinding could answer differently);
 * private, loopback, link-local, unique-local, multicast and unspecified addresses are refused
 * unless `allowPrivate`, and so are IPv6 addresses that carry a refused IPv4 one (mapped,
 * NAT64, 6to4) or any IPv4 one where it cannot be read back (local-use NAT64, Teredo); at most 3 redirects, each checked again; the body is cut off past
 * `maxBytes` and the whole exchange past `timeoutMs`.
 */

export const FEED_MAX_BYTES = 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

/** A fetch or parse that failed, with words the owner reads (a server message id). */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

const refusedV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  refusedV4.addSubnet(network, prefix, 'ipv4');

const refusedV6 = new net.BlockList();
refusedV6.addAddress('::', 'ipv6');
refusedV6.addAddress('::1', 'ipv6');
for (const [network, prefix] of [
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['fc00::', 7], // unique-local
  ['ff00::', 8], // multicast
  // Local-use NAT64 (RFC 8215): translates to IPv4 addresses the network's operator picks,
  // private ones included, in a format this check cannot read back.
  ['64:ff9b:1::', 48],
  // Teredo: tunnels to the IPv4 address it embeds (inverted), wherever that is.
  ['2001::', 32],
] as const)
  refusedV6.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (IPv4-mapped, -compatible, NAT64, 6to4), if any. */
function embeddedV4(address: string): string | null {
  const groups = expandV6(address);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail or not). */
function expandV6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split('.').map(Number);
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    text = `${text.slice(0, -dotted[1]!.length)}${hex(parts[0]!, parts[1]!)}:${hex(parts[2]!, parts[3]!)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) =>
    parseInt(g, 16),
  );
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address is one a feed may never be fetched from (unless private ones are allowed). */
export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return refusedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = embeddedV4(address);
  if (v4 !== null && refusedV4.check(v4, 'ipv4')) return true;
  return refusedV6.check(address.split('%')[0]!, 'ipv6');
}

const CALENDAR_TYPES = [
  'text/calendar',
  'text/plain',
  'text/x-vcalendar',
  'application/ics',
  'application/x-ics',
  'application/octet-stream',
  'application/calendar',
];

export interface FeedFetchOptions {
  allowPrivate: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  /** Addresses treated as public (tests: one local server stands in for a public one). */
  trusted?: (address: string) => boolean;
}

type Lookup = NonNullable<http.RequestOptions['lookup']>;

/** Fetches a calendar's text, or throws a FeedError the owner can read. */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? FEED_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; hop <= FEED_MAX_REDIRECTS; hop++) {
    const answer = await fetchOnce(current, options, deadline);
    if (answer.kind === 'body') return answer.text;
    if (hop === FEED_MAX_REDIRECTS)
      throw new FeedError(/*i18n*/ 'The calendar’s address redirects too many times.');
    current = answer.location;
  }
  throw new FeedError(/*i18n*/ 'The calendar’s address redirects too many times.');
}

function refused(address: string, options: FeedFetchOptions) {
  if (options.allowPrivate || options.trusted?.(address)) return false;
  return isRefusedAddress(address);
}

const PRIVATE_ADDRESS =
  /*i18n*/ 'That address points to a private network, which cannot be imported.';

/** The lookup a socket connects with: every answer is checked, the first one is used. */
function checkedLookup(options: FeedFetchOptions): Lookup {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(error ?? new Error('no address'), '', 4);
        return;
      }
      if (addresses.some((a) => refused(a.address, options))) {
        callback(new FeedError(PRIVATE_ADDRESS), '', 4);
        return;
      }
      const first = addresses[0]!;
      if ((lookupOptions as { all?: boolean }).all)
        (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [first]);
      else callback(null, first.address, first.family);
    });
  };
}

type Answer = { kind: 'body'; text: string } | { kind: 'redirect'; location: string };

function fetchOnce(url: string, options: FeedFetchOptions, deadline: number): Promise<Answer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new FeedError(/*i18n*/ 'That is not a web address.'));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(
      new FeedError(/*i18n*/ 'Use a web address that starts with https:// or http://.'),
    );
  if (target.username || target.password)
    return Promise.reject(
      new FeedError(/*i18n*/ 'Use an address without a user name or password.'),
    );
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written as an IP never goes through the lookup: it is checked here.
  if (net.isIP(host) && refused(host, options))
    return Promise.reject(new FeedError(PRIVATE_ADDRESS));
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const get = target.protocol === 'https:' ? https.get : http.get;

  return new Promise<Answer>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FeedError(TIMED_OUT));
    const req = get(
      target,
      {
        lookup: checkedLookup(options),
        headers: {
          accept: 'text/calendar, text/plain;q=0.5',
          'user-agent': 'OwnLess calendar sync',
        },
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          let location: string;
          try {
            location = new URL(res.headers.location, target).toString();
          } catch {
            return reject(
              new FeedError(/*i18n*/ 'The calendar’s address redirects somewhere invalid.'),
            );
          }
          return resolve({ kind: 'redirect', location });
        }
        if (status !== 200) {
          res.resume();
          return reject(
            new FeedError(
              /*i18n*/ 'The calendar’s server did not send the calendar (it answered with an error).',
            ),
          );
        }
        const type = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== '' && !CALENDAR_TYPES.includes(type)) {
          res.resume();
          return reject(
            new FeedError(/*i18n*/ 'That address is a web page, not a calendar (.ics) file.'),
          );
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Cut off: whatever the socket does next, the answer is this one.
            reject(new FeedError(/*i18n*/ 'The calendar is too big to import (over 1 MB).'));
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (size <= maxBytes)
            resolve({ kind: 'body', text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new FeedError(TIMED_OUT)), remaining);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) =>
      reject(
        error instanceof FeedError
          ? error
          : new FeedError(/*i18n*/ 'The calendar’s server could not be reached.'),
      ),
    );
  });
}

const TIMED_OUT = /*i18n*/ 'The calendar’s server took too long to answer.';
