import crypto from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The encrypted archive (docs/backup.md): a 35-byte header, then the archive in chunks of CHUNK_SIZE bytes, each
 * sealed with AES-256-GCM on its own. A chunk is checked before a byte of it is handed on, so a restore never acts
 * on forged or damaged data; the nonce's counter and last-chunk flag make reordered, dropped or cut-off chunks fail.
 *
 *   0  8  magic "DHBKENC1"
 *   8  1  scrypt cost as log2 N       9  1  scrypt r      10  1  scrypt p      11  1  chunk size as log2
 *  12 16  scrypt salt                28  7  nonce prefix (random per archive)
 *  35 ..  chunk_i = ciphertext (chunk size, the last one 0..chunk size) || 16-byte tag
 *
 *  nonce_i = prefix (7) || i as uint32 big-endian (4) || 1 for the last chunk else 0 (1); the header is every
 *  chunk's additional authenticated data. Key = scrypt(passphrase, salt, 32 bytes, N, r, p).
 */
export const MAGIC = Buffer.from("DHBKENC1", "ascii");
export const HEADER_SIZE = 35;
const TAG_SIZE = 16;
const DEFAULTS = { logN: 15, r: 8, p: 1, logChunk: 16 } as const;

export class BackupDecryptionError extends Error {}

export type KdfParams = { logN: number; r: number; p: number; logChunk: number };

/** True when `head` (the first bytes of a file) starts like an encrypted archive. */
export function isEncrypted(head: Uint8Array): boolean {
  return head.length >= MAGIC.length && Buffer.from(head.subarray(0, MAGIC.length)).equals(MAGIC);
}

function deriveKey(passphrase: string, salt: Buffer, { logN, r, p }: KdfParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that for N = 2^15, r = 8.
    crypto.scrypt(passphrase, salt, 32, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function nonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  prefix.copy(n, 0);
  n.writeUInt32BE(index, 7);
  n[11] = last ? 1 : 0;
  return n;
}

/** A stream that encrypts what is written to it into the format above. */
export async function createEncryptStream(passphrase: string, params: KdfParams = DEFAULTS): Promise<Transform> {
  const salt = crypto.randomBytes(16);
  const prefix = crypto.randomBytes(7);
  const header = Buffer.concat([MAGIC, Buffer.from([params.logN, params.r, params.p, params.logChunk]), salt, prefix]);
  const key = await deriveKey(passphrase, salt, params);
  const chunkSize = 2 ** params.logChunk;
  let pending: Buffer[] = [];
  let pendingSize = 0;
  let index = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    if (index > 0xffffffff) throw new Error("archive too large for one encrypted stream");
    const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce(prefix, index++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(data: Buffer, _encoding, callback: TransformCallback) {
      pending.push(data);
      pendingSize += data.length;
      // A full chunk is sealed only when more bytes follow it: the last chunk must carry the last-chunk flag.
      if (pendingSize > chunkSize) {
        let all = Buffer.concat(pending);
        while (all.length > chunkSize) {
          this.push(seal(all.subarray(0, chunkSize), false));
          all = all.subarray(chunkSize);
        }
        pending = [all];
        pendingSize = all.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(Buffer.concat(pending), true));
      callback();
    },
  });
}

/** A stream that takes an encrypted archive and gives back the plain one, failing on any damage or a wrong key. */
export function createDecryptStream(passphrase: string): Transform {
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let prefix: Buffer = Buffer.alloc(0);
  let chunkSize = 0;
  let buffered: Buffer = Buffer.alloc(0);
  let index = 0;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key!, nonce(prefix, index++, last));
    decipher.setAAD(header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_SIZE));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_SIZE)), decipher.final()]);
    } catch {
      throw new BackupDecryptionError(
        index === 1 ? "The archive cannot be decrypted: wrong BACKUP_ENCRYPTION_KEY, or the archive is damaged." : "The archive is damaged or was altered (a chunk failed its check).",
      );
    }
  };
  return new Transform({
    async transform(data: Buffer, _encoding, callback: TransformCallback) {
      try {
        buffered = Buffer.concat([buffered, data]);
        if (!header) {
          if (buffered.length < HEADER_SIZE) return callback();
          header = buffered.subarray(0, HEADER_SIZE);
          if (!isEncrypted(header)) throw new BackupDecryptionError("Not an encrypted DocHire archive.");
          const params: KdfParams = { logN: header[8]!, r: header[9]!, p: header[10]!, logChunk: header[11]! };
          // Bounds keep a forged header from asking for gigabytes of scrypt memory or absurd chunks.
          if (params.logN < 10 || params.logN > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16 || params.logChunk < 10 || params.logChunk > 24)
            throw new BackupDecryptionError("The archive's encryption header is not valid.");
          chunkSize = 2 ** params.logChunk;
          prefix = header.subarray(28, 35);
          key = await deriveKey(passphrase, header.subarray(12, 28), params);
          buffered = buffered.subarray(HEADER_SIZE);
        }
        // A whole chunk is known not to be the last one once a byte after it has arrived.
        while (buffered.length > chunkSize + TAG_SIZE) {
          this.push(open(buffered.subarray(0, chunkSize + TAG_SIZE), false));
          buffered = buffered.subarray(chunkSize + TAG_SIZE);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header || buffered.length < TAG_SIZE) throw new BackupDecryptionError("The archive is cut short.");
        this.push(open(buffered, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
