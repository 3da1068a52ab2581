// The backup file: a gzip-compressed tar of a manifest (what, when, which migrations, each member's checksum), the
// database dump and, on the embedded database, the generated secret. `tar tzf` lists it; restore checks it first.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

export const BACKUP_FORMAT = 'tiffin-fit-backup';
export const BACKUP_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
/** The only members a backup may hold besides its manifest. */
export const MEMBER = {
  pgliteData: 'database.tar',
  postgresDump: 'database.pgdump',
  secret: 'app-secret',
} as const;
const KNOWN_MEMBERS = new Set<string>(Object.values(MEMBER));
const MAX_MANIFEST_BYTES = 1024 * 1024;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the database when it was copied, oldest first (drizzle's hash and timestamp). */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  /** `included`: the secret generated in DATA_DIR is in the file; `environment`: APP_SECRET came from outside. */
  secret: z.enum(['included', 'environment']),
  /** An HMAC of the secret, never the secret: tells whether a restore runs with the same one. */
  secretFingerprint: z.string(),
  files: z.array(
    z.object({ name: z.string(), sizeBytes: z.number().int().nonnegative(), sha256: sha256Hex }),
  ),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The file cannot be restored: not one of ours, damaged, or made by a version this one cannot read. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export type ArchiveMember = { name: string } & ({ data: Buffer } | { file: string });

async function hashFile(file: string): Promise<{ sha256: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    sizeBytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), sizeBytes };
}

function describeMember(member: ArchiveMember) {
  if ('data' in member) {
    return Promise.resolve({
      sha256: createHash('sha256').update(member.data).digest('hex'),
      sizeBytes: member.data.length,
    });
  }
  return hashFile(member.file);
}

/**
 * Writes the archive next to `target` and renames it into place once it is complete and on disk, so a crash never
 * leaves a half file under a backup's name. Answers the file's size.
 */
export async function writeArchive(
  target: string,
  manifest: Omit<BackupManifest, 'files'>,
  members: ArchiveMember[],
): Promise<{ sizeBytes: number }> {
  const files = [];
  for (const member of members) files.push({ name: member.name, ...(await describeMember(member)) });
  const full: BackupManifest = { ...manifest, files };
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  // A name of its own: two writers of the same target (two instances, or two test workers on one clock) never
  // write into, rename or remove each other's file; the last rename wins whole.
  const partial = `${target}.${randomUUID()}.partial`;
  const pack = tar.pack();
  const written = pipeline(
    pack as unknown as Readable,
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: 0o600 }),
  );
  try {
    const mtime = new Date(manifest.createdAt);
    pack.entry({ name: MANIFEST, mode: 0o600, mtime }, Buffer.from(JSON.stringify(full, null, 2)));
    for (const [i, member] of members.entries()) {
      const size = files[i]?.sizeBytes ?? 0;
      if ('data' in member) {
        pack.entry({ name: member.name, size, mode: 0o600, mtime }, member.data);
      } else {
        await new Promise<void>((resolve, reject) => {
          const entry = pack.entry({ name: member.name, size, mode: 0o600, mtime }, (error) =>
            error ? reject(error) : resolve(),
          );
          pipeline(createReadStream(member.file), entry as unknown as Writable).catch(reject);
        });
      }
    }
    pack.finalize();
    await written;
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
      const { size } = await handle.stat();
      await rename(partial, target);
      return { sizeBytes: size };
    } finally {
      await handle.close();
    }
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function readAll(stream: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw new BackupFileError('its manifest is too large: this is not a Tiffin Fit backup');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Unpacks an archive into `dir`, checking as it goes: a manifest first, only known members, each of the size and
 * SHA-256 the manifest says, none missing. Answers the manifest; the members are files in `dir`.
 */
export async function extractArchive(file: string, dir: string): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  const unpacked = pipeline(createReadStream(file), createGunzip(), extract as unknown as Writable);
  // A damaged file can fail the gunzip while the loop below awaits a member; the failure is read after the loop (or
  // in its catch), so it must not count as unhandled meanwhile.
  unpacked.catch(() => undefined);
  let manifest: BackupManifest | undefined;
  const seen = new Map<string, { sha256: string; sizeBytes: number }>();
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST)
          throw new BackupFileError('it has no manifest: this is not a Tiffin Fit backup');
        const text = (await readAll(entry as AsyncIterable<Buffer>, MAX_MANIFEST_BYTES)).toString('utf8');
        manifest = parseManifest(text);
        continue;
      }
      if (!KNOWN_MEMBERS.has(name) || seen.has(name)) {
        throw new BackupFileError(`it holds an unexpected member "${name}"`);
      }
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const out = createWriteStream(path.join(dir, name), { mode: 0o600 });
      await pipeline(
        entry as AsyncIterable<Buffer>,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            sizeBytes += chunk.length;
            yield chunk;
          }
        },
        out,
      );
      seen.set(name, { sha256: hash.digest('hex'), sizeBytes });
    }
    await unpacked;
  } catch (error) {
    extract.destroy();
    await unpacked.catch(() => undefined);
    if (error instanceof BackupFileError) throw error;
    throw new BackupFileError(`it is damaged or not a backup (${(error as Error).message})`);
  }
  if (!manifest) throw new BackupFileError('it is empty: this is not a Tiffin Fit backup');
  for (const expected of manifest.files) {
    const actual = seen.get(expected.name);
    if (!actual) throw new BackupFileError(`it lacks ${expected.name}, which its manifest lists`);
    if (actual.sizeBytes !== expected.sizeBytes || actual.sha256 !== expected.sha256) {
      throw new BackupFileError(`${expected.name} does not match its checksum: the file is damaged`);
    }
  }
  for (const name of seen.keys()) {
    if (!manifest.files.some((f) => f.name === name))
      throw new BackupFileError(`${name} is not in its manifest`);
  }
  return manifest;
}

function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFileError('its manifest is not JSON: this is not a Tiffin Fit backup');
  }
  const format = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!format.success || format.data.format !== BACKUP_FORMAT) {
    throw new BackupFileError('its manifest is not a Tiffin Fit backup manifest');
  }
  if (format.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `it is in backup format ${format.data.formatVersion}, newer than this version reads (${BACKUP_FORMAT_VERSION}): upgrade first`,
    );
  }
  const parsed = backupManifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupFileError('its manifest is incomplete or damaged');
  return parsed.data;
}
