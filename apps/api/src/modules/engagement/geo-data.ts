import { type FileHandle, open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

/** What the GeoLite data says of an address: ISO country code, region code and city ('' when unknown). */
export type GeoPlace = { country: string; region: string; city: string };

/*
 * geoip-lite ships MaxMind's GeoLite data (its `data` folder) in three sorted files: IPv4 ranges of
 * 24 bytes (first and last address, location id, coordinates), IPv6 ranges of 48 bytes (first and
 * last address, 16 bytes each, then the location id) and locations of 88 bytes (country 2, region 3,
 * metro 4, EU 1, time zone 32, city 46; NUL-padded). Its own module reads all three into memory on
 * load, 146 MB outside the JavaScript heap (measured: a bare Node process at 40 MiB resident, 186 MiB
 * once it is required), which alone was over the API's memory budget. Here the ranges are searched
 * on disk instead: 20-some positioned reads of a record's head per lookup, served from the
 * kernel's page cache after the first ones, about a millisecond for one ip-info call a session.
 */
const LOCATION = 88;
const NO_LOCATION = 0xffffffff;

/**
 * One address family's range file: its record size, where a record's first and last address and
 * its location id sit, and how an address is read there (IPv6 ranges compare their first 64 bits,
 * as geoip-lite does).
 */
type RangeFile = {
  file: FileHandle;
  count: number;
  record: number;
  last: number;
  location: number;
  address: (record: Buffer, at: number) => bigint;
};

type Files = { v4: RangeFile; v6: RangeFile; names: FileHandle };

let files: Promise<Files> | null = null;

async function openFiles(): Promise<Files> {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('geoip-lite/package.json')),
    'data',
  );
  const [v4, v6, names] = await Promise.all(
    ['geoip-city.dat', 'geoip-city6.dat', 'geoip-city-names.dat'].map((file) => open(path.join(dir, file))),
  );
  const [v4Size, v6Size] = await Promise.all([v4!.stat(), v6!.stat()]).then((s) => s.map((x) => x.size));
  return {
    v4: {
      file: v4!,
      count: v4Size! / 24,
      record: 24,
      last: 4,
      location: 8,
      address: (record, at) => BigInt(record.readUInt32BE(at)),
    },
    v6: {
      file: v6!,
      count: v6Size! / 48,
      record: 48,
      last: 16,
      location: 32,
      address: (record, at) => record.readBigUInt64BE(at),
    },
    names: names!,
  };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  await file.read(buffer, 0, length, position);
  return buffer;
}

/** The location id of the range holding `address` (ranges are sorted and disjoint), or null. */
async function findRange(ranges: RangeFile, address: bigint): Promise<number | null> {
  let low = 0;
  let high = ranges.count - 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const record = await readAt(ranges.file, middle * ranges.record, ranges.location + 4);
    if (ranges.address(record, ranges.last) < address) low = middle + 1;
    else if (ranges.address(record, 0) > address) high = middle - 1;
    else return record.readUInt32BE(ranges.location);
  }
  return null;
}

const text = (buffer: Buffer, start: number, end: number) =>
  buffer.toString('utf8', start, end).replace(/\0.*$/s, '');

async function place(names: FileHandle, location: number | null): Promise<GeoPlace | null> {
  if (location === null) return null;
  if (location === NO_LOCATION) return { country: '', region: '', city: '' };
  const record = await readAt(names, location * LOCATION, LOCATION);
  return { country: text(record, 0, 2), region: text(record, 2, 5), city: text(record, 42, LOCATION) };
}

const ipv4Number = (address: string) =>
  address.split('.').reduce((value, part) => (value << 8n) + BigInt(Number(part)), 0n);

/** The first 64 bits of an IPv6 address, which is what the IPv6 ranges are compared on. */
function ipv6Prefix(address: string): bigint {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const all = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return all
    .slice(0, 4)
    .reduce((value, group) => (value << 16n) + BigInt(Number.parseInt(group, 16) || 0), 0n);
}

const MAPPED_IPV4 = /^(?:::ffff:|0:0:0:0:0:ffff:)(\d+\.\d+\.\d+\.\d+)$/i;

/** Looks an address up in geoip-lite's data; null when it is in no range (or is not an address). */
export async function geoLookup(ip: string): Promise<GeoPlace | null> {
  files ??= openFiles();
  const { v4, v6, names } = await files;
  const address = ip.match(MAPPED_IPV4)?.[1] ?? ip;
  const family = isIP(address);
  if (family === 0) return null;
  const location = await (family === 4
    ? findRange(v4, ipv4Number(address))
    : findRange(v6, ipv6Prefix(address)));
  return place(names, location);
}
