import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { BackupError } from './backup-format';

/*
 * An encrypted backup is the gzip'd file sealed with AES-256-GCM, a chunk at a time so that it
 * stays streaming, with a key derived from the passphrase by scrypt with a random salt:
 *   header: MAGIC | log2 N | r | p | salt (16) | check (16)
 *   chunk:  flag (1: 0 more, 1 last) | length (4, big-endian) | ciphertext | tag (16)
 * Each chunk's nonce is its number and its flag, and the header is its additional data, so a
 * chunk moved, dropped, cut off or appended, or a changed header, fails authentication (the
 * STREAM construction). The check value tells a wrong passphrase from a damaged file.
 */

const MAGIC = Buffer.from('LLBKAES1');
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 3 + SALT_BYTES + CHECK_BYTES;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024;
/** scrypt cost: 64 MiB and about a quarter of a second, once per file. */
const DEFAULT_COST = { logN: 16, r: 8, p: 1 };
/** A file cannot ask for more than this (a crafted header must not exhaust memory). */
const MAX_LOG_N = 20;

export const MIN_PASSPHRASE_LENGTH = 12;

/** True when the first bytes of a file are those of an encrypted backup. */
export const isEncryptedBackup = (start: Buffer) =>
  start.length >= MAGIC.length && start.subarray(0, MAGIC.length).equals(MAGIC);

interface Keys {
  cipher: Buffer;
  check: Buffer;
}

function deriveKeys(
  passphrase: string,
  salt: Buffer,
  cost: typeof DEFAULT_COST,
  prefix: Buffer,
): Promise<Keys> {
  const N = 2 ** cost.logN;
  return new Promise((resolve, reject) => {
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      64,
      { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r },
      (error, key) => {
        if (error) return reject(error);
        const checkKey = key.subarray(32);
        const check = createHmac('sha256', checkKey).update(prefix).digest();
        resolve({ cipher: key.subarray(0, 32), check: check.subarray(0, CHECK_BYTES) });
      },
    );
  });
}

function nonce(counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  value.writeBigUInt64BE(BigInt(counter), 0);
  value[11] = last ? 1 : 0;
  return value;
}

function sealChunk(keys: Keys, header: Buffer, counter: number, plain: Buffer, last: boolean) {
  const cipher = createCipheriv('aes-256-gcm', keys.cipher, nonce(counter, last));
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const head = Buffer.alloc(5);
  head[0] = last ? 1 : 0;
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body, cipher.getAuthTag()]);
}

/** A pipeline stage that encrypts whatever passes through it under `passphrase`. */
export function encryptBackup(passphrase: string) {
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const salt = randomBytes(SALT_BYTES);
    const cost = DEFAULT_COST;
    const prefix = Buffer.concat([MAGIC, Buffer.from([cost.logN, cost.r, cost.p]), salt]);
    const keys = await deriveKeys(passphrase, salt, cost, prefix);
    const header = Buffer.concat([prefix, keys.check]);
    yield header;
    let counter = 0;
    let pending = Buffer.alloc(0);
    for await (const chunk of source) {
      pending = Buffer.concat([pending, chunk]);
      // A full chunk is sealed only once more data follows it: the last one carries the flag.
      while (pending.length > CHUNK_BYTES) {
        yield sealChunk(keys, header, counter++, pending.subarray(0, CHUNK_BYTES), false);
        pending = pending.subarray(CHUNK_BYTES);
      }
    }
    yield sealChunk(keys, header, counter, pending, true);
  };
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** `count` bytes, or fewer when the stream ends first. */
  async read(count: number): Promise<Buffer> {
    while (this.buffered.length < count && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const taken = this.buffered.subarray(0, count);
    this.buffered = this.buffered.subarray(taken.length);
    return taken;
  }
}

/** A pipeline stage that checks and decrypts an encrypted backup read from `name`. */
export function decryptBackup(passphrase: string, name: string) {
  const altered = () =>
    new BackupError(`${name} was altered or is damaged: its encryption check fails`);
  return async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const reader = new ByteReader(source[Symbol.asyncIterator]());
    const header = await reader.read(HEADER_BYTES);
    if (header.length < HEADER_BYTES || !isEncryptedBackup(header))
      throw new BackupError(`${name} is not an encrypted Lifeline backup`);
    const at = MAGIC.length;
    const cost = { logN: header[at] ?? 0, r: header[at + 1] ?? 0, p: header[at + 2] ?? 0 };
    if (cost.logN < 10 || cost.logN > MAX_LOG_N || cost.r < 1 || cost.r > 32 || cost.p !== 1)
      throw altered();
    const prefix = header.subarray(0, at + 3 + SALT_BYTES);
    const keys = await deriveKeys(passphrase, prefix.subarray(at + 3), cost, prefix);
    if (!timingSafeEqual(keys.check, header.subarray(prefix.length)))
      throw new BackupError(`Wrong passphrase for ${name}.`);
    for (let counter = 0; ; counter += 1) {
      const head = await reader.read(5);
      if (head.length === 0) throw new BackupError(`${name} is incomplete: it was cut off`);
      const length = head.length === 5 ? head.readUInt32BE(1) : -1;
      const flag = head[0];
      if (length < 0 || length > CHUNK_BYTES || (flag !== 0 && flag !== 1)) throw altered();
      const body = await reader.read(length + TAG_BYTES);
      if (body.length < length + TAG_BYTES)
        throw new BackupError(`${name} is incomplete: it was cut off`);
      const decipher = createDecipheriv('aes-256-gcm', keys.cipher, nonce(counter, flag === 1));
      decipher.setAAD(header);
      decipher.setAuthTag(body.subarray(length));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(body.subarray(0, length)), decipher.final()]);
      } catch {
        throw altered();
      }
      yield plain;
      if (flag === 1) break;
    }
    if ((await reader.read(1)).length > 0) throw altered();
  };
}
