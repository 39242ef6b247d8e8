/**
 * For tests: the disk runs full, at the fs layer, under our code and nedb's alike. While it is,
 * a write to a file takes half of what it was given and then fails with ENOSPC, as a real full
 * disk can, and statfs finds no free space; or, for a used-up quota, fails with EDQUOT while
 * statfs still finds room. Creating an empty file still works, as it does on a full disk. The
 * test's own output (descriptors 0 to 2) is left alone.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { devNull } from 'node:os';
import { type MockInstance, vi } from 'vitest';

const ERRORS = {
  full: { code: 'ENOSPC', errno: -28, text: 'no space left on device' },
  quota: { code: 'EDQUOT', errno: -122, text: 'disk quota exceeded' },
} as const;

type Data = string | ArrayBufferView;
const bytesOf = (data: Data): Buffer =>
  typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const half = (data: Data): Buffer => {
  const bytes = bytesOf(data);
  return bytes.subarray(0, Math.floor(bytes.length / 2));
};
const empty = (data: Data) => (typeof data === 'string' ? data.length : data.byteLength) === 0;

/** What statfs says of a full disk. */
const NO_ROOM: fs.StatsFs = {
  type: 0,
  bsize: 4096,
  blocks: 1024,
  bfree: 0,
  bavail: 0,
  files: 1024,
  ffree: 512,
};

export interface FullDisk {
  /** Frees space: writes succeed again. */
  free(): void;
}

/**
 * Fills the disk until `free()` (call it in an afterEach too: a failed test must not leave it
 * full). `writesLeft` writes to files (a compaction's copy aside) still find room first: the disk
 * fills up in the middle of what the test does next.
 */
export async function fillDisk(
  kind: keyof typeof ERRORS = 'full',
  { writesLeft = 0 }: { writesLeft?: number } = {},
): Promise<FullDisk> {
  const { code, errno, text } = ERRORS[kind];
  const noSpace = () =>
    Object.assign(new Error(`${code}: ${text}, write`), { code, errno, syscall: 'write' });
  let left = writesLeft;
  const refused = (data: Data) => !empty(data) && left-- <= 0;
  const probe = await fs.promises.open(devNull, 'r');
  const handles = Object.getPrototypeOf(probe) as fs.promises.FileHandle;
  await probe.close();
  const { appendFile, writeFile } = handles;
  const { writeFileSync, copyFileSync, write } = fs;
  /** Our code hands FileHandle strings and buffers only. */
  const partly = (original: (this: fs.promises.FileHandle, data: string | Uint8Array) => Promise<void>) =>
    async function (this: fs.promises.FileHandle, data: unknown): Promise<void> {
      if (typeof data !== 'string' && !ArrayBuffer.isView(data))
        throw new Error('a stream or iterable: not simulated');
      if (!refused(data)) return original.call(this, typeof data === 'string' ? data : bytesOf(data));
      await original.call(this, half(data));
      throw noSpace();
    };
  const spies: MockInstance[] = [
    vi.spyOn(handles, 'appendFile').mockImplementation(partly(appendFile)),
    vi.spyOn(handles, 'writeFile').mockImplementation(partly(writeFile)),
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data, options) => {
      if ((typeof file === 'number' && file <= 2) || !refused(data))
        return writeFileSync(file, data, options);
      writeFileSync(file, half(data));
      throw noSpace();
    }),
    vi.spyOn(fs, 'copyFileSync').mockImplementation((from, to, mode) => {
      const bytes = fs.readFileSync(from);
      if (!refused(bytes)) return copyFileSync(from, to, mode);
      writeFileSync(to, half(bytes));
      throw noSpace();
    }),
    // What nedb's compaction writes through (a WriteStream).
    vi.spyOn(fs, 'write').mockImplementation(((fd: number, ...rest: unknown[]) => {
      const done = rest.at(-1) as (error: Error | null) => void;
      if (fd <= 2) return (write as (...args: unknown[]) => void)(fd, ...rest);
      process.nextTick(() => done(noSpace()));
    }) as typeof fs.write),
    vi.spyOn(fs, 'writev').mockImplementation(((_fd: number, ...rest: unknown[]) => {
      const done = rest.at(-1) as (error: Error | null) => void;
      process.nextTick(() => done(noSpace()));
    }) as typeof fs.writev),
  ];
  if (kind === 'full') spies.push(vi.spyOn(fs.promises, 'statfs').mockResolvedValue(NO_ROOM));
  // Our modules import these by name: the live bindings follow the module objects only when told.
  syncBuiltinESMExports();
  return {
    free: () => {
      for (const spy of spies) spy.mockRestore();
      syncBuiltinESMExports();
    },
  };
}

/** statfs finds `bytes` free, the rest as it is, until the returned function is called. */
export function freeSpaceIs(bytes: number): () => void {
  const statfs = fs.promises.statfs;
  const spy = vi
    .spyOn(fs.promises, 'statfs')
    .mockImplementation(async (path) => ({ ...(await statfs(path)), bsize: 1, bavail: bytes }));
  syncBuiltinESMExports();
  return () => {
    spy.mockRestore();
    syncBuiltinESMExports();
  };
}
