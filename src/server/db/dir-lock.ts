// An exclusive lock on DATA_DIR: PGlite itself does not stop a second process from opening the same files.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  realpathSync,
  unlinkSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface DirLock {
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Names the holder in the refusal; never consulted to decide who holds the lock. */
const PID_FILE = 'server.pid';
/** The fallback's lock file, on platforms with neither abstract sockets nor named pipes. */
const LOCK_FILE = 'server.lock';

/**
 * Takes DATA_DIR for this process. On Linux and Windows the lock is a listening socket the kernel closes the
 * moment the holder dies, before its parent reaps it, so a restart right after kill -9 always starts; listening
 * on a name is atomic, so two starters cannot both win. Elsewhere it falls back to a PID file.
 */
export async function acquireDirLock(dataDir: string): Promise<DirLock> {
  mkdirSync(dataDir, { recursive: true });
  const name = kernelLockName(realpathSync(dataDir));
  const lock = name === undefined ? acquirePidFileLock(dataDir) : await listenWithGrace(name, dataDir);
  const pidFile = path.join(dataDir, PID_FILE);
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  return {
    async release() {
      removeIfOurs(pidFile);
      await lock.release();
    },
  };
}

/**
 * Linux: a name in the abstract socket namespace (no file, gone with the last descriptor). Windows: a named pipe.
 * Both are per machine (per network namespace on Linux), like the database files they guard.
 */
function kernelLockName(realDir: string): string | undefined {
  const id = createHash('sha256').update(realDir).digest('hex');
  if (process.platform === 'linux') return `\0tiffin-fit-datadir-${id}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\tiffin-fit-datadir-${id}`;
  return undefined;
}

/**
 * How long a start waits for a holder that is dying: a killed process's threads exit one by one, and the socket
 * closes with the last. Its main thread can be a zombie while the rest still hold it: once, with the machine's load
 * at 20, that took over a second. A live holder's refusal waits as long.
 */
const DYING_HOLDER_GRACE_MS = 5000;

async function listenWithGrace(name: string, dataDir: string): Promise<DirLock> {
  const giveUpAt = performance.now() + DYING_HOLDER_GRACE_MS;
  for (;;) {
    try {
      return await listenOn(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      if (performance.now() >= giveUpAt) throw lockedError(dataDir);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function listenOn(name: string): Promise<DirLock> {
  return new Promise((resolve, reject) => {
    // Nobody connects: a connection attempt is closed at once.
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen({ path: name, exclusive: true }, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve({
        release: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

function lockedError(dataDir: string): DataDirLockedError {
  const holder = readPid(path.join(dataDir, PID_FILE));
  return new DataDirLockedError(
    `DATA_DIR ${dataDir} is in use by another running server${holder === undefined ? '' : ` (pid ${holder})`}; stop it or choose another DATA_DIR`,
  );
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function removeIfOurs(file: string): void {
  if (readPid(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    /* already gone */
  }
}

/**
 * The fallback (macOS, BSD): an exclusively created file naming its holder, taken over when that process is gone.
 * Weaker than the kernel lock: a killed holder its parent has not reaped yet still looks alive.
 */
function acquirePidFileLock(dataDir: string): { release(): Promise<void> } {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          removeIfOurs(file);
          return Promise.resolve();
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another running server (pid ${holder}); stop it or choose another DATA_DIR`,
        );
      }
      try {
        unlinkSync(file);
      } catch {
        /* another starter removed it first */
      }
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}; another server is starting there`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
