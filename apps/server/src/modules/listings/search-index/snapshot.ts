import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { ListingAvailability, OrderName } from './types';

/**
 * A snapshot of the search index on disk (decision 0021): a new instance reads it and
 * catches up from the change log instead of loading every listing from the database (at a
 * million listings, a few seconds instead of a minute).
 *
 * Layout: MAGIC, the header's length (uint32, little-endian), the header (JSON: what the
 * snapshot is of, and where each section of the body lies), padding to 8 bytes, the body.
 * Every array of the body starts on 8 bytes, so it is read as a view of the file's buffer,
 * not copied. The body's CRC-32 is in the header: a torn or damaged file is refused.
 */
const MAGIC = Buffer.from('OWNLESS-SEARCH-INDEX\n');
/**
 * The layout of the snapshot and of what SearchIndex.exportState holds: bump it whenever
 * either changes, so an older snapshot is ignored rather than misread.
 */
export const SNAPSHOT_VERSION = 3;

type I32 = Int32Array<ArrayBuffer>;
type F64 = Float64Array<ArrayBuffer>;
type U8 = Uint8Array<ArrayBuffer>;

/** Lists (postings, a group's slots) as one array, each list from start[i] to start[i + 1]. */
export interface IndexLists {
  start: I32;
  slots: I32;
  /** Per posting, its weight (postings only). */
  extra: U8 | null;
}

/** What a snapshot holds of a SearchIndex (see exportState). */
export interface IndexState {
  used: number;
  dead: number;
  live: number;
  columns: {
    ids: I32;
    owner: I32;
    category: I32;
    type: I32;
    price: F64;
    sale: U8;
    instant: U8;
    rating: F64;
    reviews: I32;
    created: F64;
    xyz: F64;
    quantity: I32;
    alive: U8;
    held: U8;
  };
  slotById: I32;
  orders: Record<OrderName, I32>;
  /** Every lexeme, sorted; `postings` lists each one's slots in this order. */
  lexemes: string[];
  postings: IndexLists;
  groups: Record<'category' | 'type' | 'owner' | 'cell', { keys: F64; lists: IndexLists }>;
  availability: [number, ListingAvailability][];
}

/** Where the snapshot's index stands, and of which database. */
export interface SnapshotPosition {
  /** The database it was loaded from (see searchIndexRepository.identity). */
  database: string;
  /** The change log's horizon the index had followed to (decision 0017). */
  horizon: number;
  /** When the index last read the change log, in ms since the epoch. */
  syncedAt: number;
}

type Kind = 'i32' | 'f64' | 'u8' | 'text';
type Section = { name: string; kind: Kind; offset: number; length: number };
type Header = SnapshotPosition & {
  version: number;
  used: number;
  dead: number;
  live: number;
  crc: number;
  sections: Section[];
};

const ARRAYS = { i32: Int32Array, f64: Float64Array, u8: Uint8Array } as const;
const pad8 = (n: number) => (8 - (n % 8)) % 8;

/** The state's arrays and texts, by name, as the body holds them. */
function sectionsOf(state: IndexState): [string, I32 | F64 | U8 | string][] {
  const parts: [string, I32 | F64 | U8 | string][] = [];
  const lists = (name: string, lists: IndexLists) => {
    parts.push([`${name}.start`, lists.start], [`${name}.slots`, lists.slots]);
    if (lists.extra) parts.push([`${name}.extra`, lists.extra]);
  };
  for (const [name, array] of Object.entries(state.columns)) parts.push([`columns.${name}`, array]);
  parts.push(['slotById', state.slotById]);
  for (const [name, order] of Object.entries(state.orders)) parts.push([`orders.${name}`, order]);
  // A lexeme never holds NUL: PostgreSQL text cannot.
  parts.push(['lexemes', state.lexemes.join('\0')]);
  lists('postings', state.postings);
  for (const [name, group] of Object.entries(state.groups)) {
    parts.push([`groups.${name}.keys`, group.keys]);
    lists(`groups.${name}`, group.lists);
  }
  parts.push(['availability', JSON.stringify(state.availability)]);
  return parts;
}

/**
 * Writes the snapshot to `path`: to a file of its own first, renamed over the old one when
 * complete, so a reader never sees half of one.
 */
export async function writeSnapshot(
  path: string,
  state: IndexState,
  position: SnapshotPosition,
): Promise<number> {
  const parts: Uint8Array[] = [];
  const sections: Section[] = [];
  let offset = 0;
  let crc = 0;
  for (const [name, value] of sectionsOf(state)) {
    const bytes =
      typeof value === 'string'
        ? Buffer.from(value, 'utf8')
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    const kind: Kind =
      typeof value === 'string'
        ? 'text'
        : value instanceof Int32Array
          ? 'i32'
          : value instanceof Float64Array
            ? 'f64'
            : 'u8';
    sections.push({ name, kind, offset, length: bytes.byteLength });
    const padding = new Uint8Array(pad8(bytes.byteLength));
    parts.push(bytes, padding);
    crc = crc32(padding, crc32(bytes, crc));
    offset += bytes.byteLength + padding.byteLength;
  }
  const header: Header = {
    ...position,
    version: SNAPSHOT_VERSION,
    used: state.used,
    dead: state.dead,
    live: state.live,
    crc,
    sections,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.byteLength);
  const head = Buffer.concat([MAGIC, length, json]);
  // A name no other writer uses, though instances in containers on a shared volume may all
  // be pid 1.
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    const file = await fs.open(temporary, 'w');
    try {
      await file.writev([head, new Uint8Array(pad8(head.byteLength)), ...parts]);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return head.byteLength + offset;
}

/** Why a snapshot was not used: it was missing, damaged, or of another layout. */
export class UnusableSnapshot extends Error {}

/**
 * Reads a snapshot written by writeSnapshot: its position, and its state checked for
 * consistency (every section there, of its length, every slot in range). Throws
 * UnusableSnapshot for a file that is missing, damaged or of another version.
 */
export async function readSnapshot(
  path: string,
): Promise<{ position: SnapshotPosition; state: IndexState }> {
  let file: Buffer;
  try {
    file = await fs.readFile(path);
  } catch (error) {
    throw new UnusableSnapshot(`cannot read it: ${(error as Error).message}`);
  }
  if (!file.subarray(0, MAGIC.byteLength).equals(MAGIC)) throw new UnusableSnapshot('not one');
  const headerLength = file.readUInt32LE(MAGIC.byteLength);
  const headerEnd = MAGIC.byteLength + 4 + headerLength;
  let header: Header;
  try {
    header = JSON.parse(file.toString('utf8', MAGIC.byteLength + 4, headerEnd)) as Header;
  } catch {
    throw new UnusableSnapshot('its header is damaged');
  }
  if (header.version !== SNAPSHOT_VERSION)
    throw new UnusableSnapshot(`version ${header.version}, not ${SNAPSHOT_VERSION}`);
  // Views need their element's alignment: a buffer not on 8 bytes is copied once.
  const start = headerEnd + pad8(headerEnd);
  const aligned = file.byteOffset % 8 === 0 ? file : Buffer.from(file);
  const body = new Uint8Array(
    aligned.buffer as ArrayBuffer,
    aligned.byteOffset + start,
    file.byteLength - start,
  );
  if (crc32(body) !== header.crc) throw new UnusableSnapshot('its contents are damaged');

  const byName = new Map(header.sections.map((section) => [section.name, section]));
  const section = (name: string, kind: Kind) => {
    const found = byName.get(name);
    if (!found || found.kind !== kind || found.offset + found.length > body.byteLength)
      throw new UnusableSnapshot(`its ${name} is missing`);
    return found;
  };
  const array = <K extends keyof typeof ARRAYS>(name: string, kind: K, length?: number) => {
    const { offset, length: bytes } = section(name, kind);
    const Type = ARRAYS[kind];
    if (bytes % Type.BYTES_PER_ELEMENT !== 0) throw new UnusableSnapshot(`its ${name} is cut`);
    const view = new Type(body.buffer, body.byteOffset + offset, bytes / Type.BYTES_PER_ELEMENT);
    if (length !== undefined && view.length !== length)
      throw new UnusableSnapshot(`its ${name} has ${view.length} entries, not ${length}`);
    return view as InstanceType<(typeof ARRAYS)[K]>;
  };
  const text = (name: string) => {
    const { offset, length } = section(name, 'text');
    return Buffer.from(body.buffer, body.byteOffset + offset, length).toString('utf8');
  };
  const n = header.used;
  const inRange = (name: string, slots: I32) => {
    for (let i = 0; i < slots.length; i++)
      if (slots[i]! < 0 || slots[i]! >= n)
        throw new UnusableSnapshot(`its ${name} is out of range`);
    return slots;
  };
  const lists = (name: string, count: number, weighted: boolean): IndexLists => {
    const starts = array(`${name}.start`, 'i32', count + 1);
    const slots = inRange(`${name}.slots`, array(`${name}.slots`, 'i32', starts[count]));
    for (let i = 0; i < count; i++)
      if (!(starts[i]! <= starts[i + 1]!))
        throw new UnusableSnapshot(`its ${name} is out of order`);
    return {
      start: starts,
      slots,
      extra: weighted ? array(`${name}.extra`, 'u8', slots.length) : null,
    };
  };
  const lexemes = text('lexemes');
  const words = lexemes === '' ? [] : lexemes.split('\0');
  const groups = (name: string) => {
    const keys = array(`groups.${name}.keys`, 'f64');
    return { keys, lists: lists(`groups.${name}`, keys.length, false) };
  };
  const order = (name: OrderName) =>
    inRange(`orders.${name}`, array(`orders.${name}`, 'i32', header.live));
  const state: IndexState = {
    used: n,
    dead: header.dead,
    live: header.live,
    columns: {
      ids: array('columns.ids', 'i32', n),
      owner: array('columns.owner', 'i32', n),
      category: array('columns.category', 'i32', n),
      type: array('columns.type', 'i32', n),
      price: array('columns.price', 'f64', n),
      sale: array('columns.sale', 'u8', n),
      instant: array('columns.instant', 'u8', n),
      rating: array('columns.rating', 'f64', n),
      reviews: array('columns.reviews', 'i32', n),
      created: array('columns.created', 'f64', n),
      xyz: array('columns.xyz', 'f64', n * 3),
      quantity: array('columns.quantity', 'i32', n),
      alive: array('columns.alive', 'u8', n),
      held: array('columns.held', 'u8', n),
    },
    slotById: array('slotById', 'i32'),
    orders: {
      newest: order('newest'),
      priceAsc: order('priceAsc'),
      priceDesc: order('priceDesc'),
      ratingDesc: order('ratingDesc'),
      ratingAsc: order('ratingAsc'),
    },
    lexemes: words,
    postings: lists('postings', words.length, true),
    groups: {
      category: groups('category'),
      type: groups('type'),
      owner: groups('owner'),
      cell: groups('cell'),
    },
    availability: JSON.parse(text('availability')) as [number, ListingAvailability][],
  };
  for (let id = 0; id < state.slotById.length; id++) {
    const slot = state.slotById[id]!;
    if (slot >= n || (slot >= 0 && state.columns.ids[slot] !== id))
      throw new UnusableSnapshot('its ids do not match its slots');
  }
  const { database, horizon, syncedAt } = header;
  if (typeof database !== 'string' || !Number.isFinite(horizon) || !Number.isFinite(syncedAt))
    throw new UnusableSnapshot('its position is missing');
  return { position: { database, horizon, syncedAt }, state };
}
