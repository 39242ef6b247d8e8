/** `pnpm admin <command>`: parses the command line and runs one of the operator's commands. */
import { resolve } from 'node:path';
import { loadConfig, runProcess } from '@app/infra';
import { backupCommand, dlqListCommand, dlqReplayCommand, restoreCommand } from './commands.js';

const USAGE = `Usage: pnpm admin <command>

  backup <file>    write a snapshot of the embedded data (store and blobs) to <file> (.tar.gz),
                   consistent even while the product runs
  restore <file>   bring a backup back into DATA_DIR; the product must be stopped, and the data
                   it replaces is kept in DATA_DIR/before-restore-<time>
  dlq list         list the messages consumers gave up on (dead letters) that wait for replay
  dlq replay <id>... | --all
                   send dead letters back to their topic, as the same events, once the
                   cause is fixed (ids as \`dlq list\` shows them)
`;

const say = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const [command, argument, ...rest] = process.argv.slice(2);
  const file = argument === undefined ? undefined : resolve(config.INIT_CWD ?? process.cwd(), argument);
  try {
    if (command === 'backup' && file) say(await backupCommand(config, file));
    else if (command === 'restore' && file) say(await restoreCommand(config, file));
    else if (command === 'dlq' && argument === 'list' && rest.length === 0) say(await dlqListCommand(config));
    else if (command === 'dlq' && argument === 'replay' && rest.length > 0)
      say(await dlqReplayCommand(config, rest.includes('--all') ? { all: true } : { ids: rest }));
    else {
      process.stderr.write(USAGE);
      process.exitCode = 2;
    }
  } catch (error) {
    // An operator's mistake or a refusal: its message is the whole story.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}

runProcess(main);
