// A zip archive written as it goes: each entry's bytes are deflated as they come and followed by a data descriptor
// (its CRC and sizes, known only at its end), so an entry as large as a 10,000-row sheet never sits in memory whole.
import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of the archive: its path inside it and its bytes, in as many pieces as suit the writer. */
export type ZipEntry = { name: string; content: Iterable<Buffer> | AsyncIterable<Buffer> };

/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const flags = 0x0008 | 0x0800;
const deflated = 8;
/** Zip 2.0, which has deflate and data descriptors and is what every reader reads. */
const version = 20;
/** Without zip64, sizes, offsets and counts must fit in the classic fields. */
const largest = 0xffff_ffff;

/** The DOS date and time (two 16-bit fields) of `moment` in UTC, which zip stamps each entry with. */
function dosTimeOf(moment: Date) {
  const time = (moment.getUTCHours() << 11) | (moment.getUTCMinutes() << 5) | (moment.getUTCSeconds() >> 1);
  const date = ((moment.getUTCFullYear() - 1980) << 9) | ((moment.getUTCMonth() + 1) << 5) | moment.getUTCDate();
  return { time, date };
}

type Sizes = { crc: number; compressedSize: number; size: number };
type Written = Sizes & { name: Buffer; offset: number };
type Stamp = ReturnType<typeof dosTimeOf>;

/** The fields a local header and a central one share, in the same order in both: from "version needed" on. */
function writeEntryFields(header: Buffer, at: number, name: Buffer, stamp: Stamp, sizes: Sizes) {
  header.writeUInt16LE(version, at);
  header.writeUInt16LE(flags, at + 2);
  header.writeUInt16LE(deflated, at + 4);
  header.writeUInt16LE(stamp.time, at + 6);
  header.writeUInt16LE(stamp.date, at + 8);
  header.writeUInt32LE(sizes.crc, at + 10);
  header.writeUInt32LE(sizes.compressedSize, at + 14);
  header.writeUInt32LE(sizes.size, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

/** Zero CRC and sizes: the data descriptor after the data carries them. */
function localHeader(name: Buffer, stamp: Stamp) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  writeEntryFields(header, 4, name, stamp, { crc: 0, compressedSize: 0, size: 0 });
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written) {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written, stamp: Stamp) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(version, 4);
  writeEntryFields(header, 6, entry.name, stamp, entry);
  // Extra field, comment, disk number and attributes (30 to 41) stay zero.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(entryCount: number, directorySize: number, directoryOffset: number) {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entryCount, 8);
  end.writeUInt16LE(entryCount, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/** The archive's bytes as they are made, pulled no faster than the reader takes them. */
async function* zipBytes(entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  const stamp = dosTimeOf(new Date());
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = localHeader(name, stamp);
    const done: Written = { name, crc: 0, compressedSize: 0, size: 0, offset };
    yield header;
    offset += header.length;
    async function* measured() {
      for await (const piece of entry.content) {
        done.crc = crc32(piece, done.crc);
        done.size += piece.length;
        yield piece;
      }
    }
    // pipeline destroys the deflate stream with the content's error, which then ends the loop below with it.
    const compressed = pipeline(Readable.from(measured()), createDeflateRaw(), () => undefined);
    for await (const piece of compressed as AsyncIterable<Buffer>) {
      done.compressedSize += piece.length;
      yield piece;
    }
    offset += done.compressedSize;
    if (done.size > largest || offset > largest) throw new Error(`${entry.name} makes the archive too large for zip without zip64`);
    const descriptor = dataDescriptor(done);
    yield descriptor;
    offset += descriptor.length;
    written.push(done);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}

/**
 * A zip of `entries`, in their order, as a stream. Each entry's content is read only as the stream is read, so a
 * slow reader holds back the writer (and whatever the content reads, a database say) rather than filling memory.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  if (entries.length > 0xffff) throw new Error('A zip without zip64 holds at most 65,535 entries');
  return Readable.from(zipBytes(entries), { objectMode: false });
}
