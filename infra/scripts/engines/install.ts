/** Installing the servers into the cache: Go binaries with `go build`, Kafka's jars with Maven. */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CACHE_DIR, SCRIPT_DIR } from './environment.js';
import { step } from './log.js';

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Runs a tool to completion and returns its stdout; on failure the error carries the end of its output. */
export function runTool(command: string, args: string[], cwd?: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolvePromise(Buffer.concat(stdout).toString());
      const tail = Buffer.concat(output).toString().trim().split('\n').slice(-15).join('\n');
      reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail}`));
    });
  });
}

/**
 * Fills `dir` through a scratch folder renamed into place at the end, so an install cut short
 * leaves nothing that looks installed.
 */
async function installInto(dir: string, fill: (scratch: string) => Promise<void>): Promise<void> {
  const scratch = `${dir}.partial`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  await fill(scratch);
  await rm(dir, { recursive: true, force: true });
  await rename(scratch, dir);
}

/** A Go module's binary, in a folder named for its pinned version (a new pin installs beside it). */
export function goBinary(binary: string, version: string): string {
  return join(CACHE_DIR, `${binary}-${version}`, binary);
}

export interface GoPin {
  module: string;
  /** The main package, relative to the module's root. */
  package: string;
  version: string;
  binary: string;
}

/**
 * Builds a Go module's command inside the module's own source tree, as its main module. Not
 * `go install module@version`: that refuses a module whose go.mod has replace directives, as
 * SeaweedFS's does (go-bip39); built as the main module, the replacements apply as upstream meant.
 */
export async function goInstall(engine: string, pin: GoPin): Promise<void> {
  const source = await step(`${engine}: go mod download ${pin.module}@${pin.version}`, async () => {
    const download = await runTool('go', ['mod', 'download', '-json', `${pin.module}@${pin.version}`]);
    return (JSON.parse(download) as { Dir: string }).Dir;
  });
  await step(`${engine}: go build ${pin.package} (fetches its dependencies and compiles; minutes)`, () =>
    installInto(join(CACHE_DIR, `${pin.binary}-${pin.version}`), async (scratch) => {
      // No symbol table or debug information: the link of a server this size is much shorter without.
      await runTool('go', ['build', '-ldflags=-s -w', '-o', join(scratch, pin.binary), pin.package], source);
    }),
  );
}

export interface MavenSet {
  artifact: string;
  version: string;
  log4j: string;
  mavenDependencyPlugin: string;
}

export function kafkaLibs(set: MavenSet): string {
  return join(CACHE_DIR, `kafka-${set.version}`, 'libs');
}

/** Copies the broker's runtime jars (and log4j, so it logs) out of Maven Central. */
export async function mavenInstall(engine: string, set: MavenSet): Promise<void> {
  const [groupId, artifactId] = set.artifact.split(':');
  await step(`${engine}: mvn dependency:copy-dependencies ${set.artifact}:${set.version}`, () =>
    installInto(join(CACHE_DIR, `kafka-${set.version}`), async (scratch) => {
      await copyFile(join(SCRIPT_DIR, 'kafka-pom.xml'), join(scratch, 'pom.xml'));
      await runTool(
        'mvn',
        [
          '-q',
          '-B',
          `org.apache.maven.plugins:maven-dependency-plugin:${set.mavenDependencyPlugin}:copy-dependencies`,
          '-DincludeScope=runtime',
          `-DoutputDirectory=${join(scratch, 'libs')}`,
          `-Dkafka.groupId=${groupId}`,
          `-Dkafka.artifactId=${artifactId}`,
          `-Dkafka.version=${set.version}`,
          `-Dlog4j.version=${set.log4j}`,
        ],
        scratch,
      );
    }),
  );
}
