/** `pnpm admin <command>`: parses the command line and runs one of the operator's commands. */
import { resolve } from 'node:path';
import { loadConfig, runProcess } from '@app/infra';
import {
  backupCommand,
  dlqListCommand,
  dlqReplayCommand,
  guidesListCommand,
  guidesRejectCommand,
  guidesVerifyCommand,
  restoreCommand,
} from './commands.js';
import { paymentProblemsCommand, problemsArgs } from './payment-problems.js';
import { reportedMessagesCommand } from './reported-messages.js';
import { storeCheckCommand } from './store-check.js';

const USAGE = `Usage: pnpm admin <command>

  backup <file>    write a snapshot of the embedded data (store and blobs) to <file> (.tar.gz),
                   consistent even while the product runs
  restore <file>   bring a backup back into DATA_DIR; the product must be stopped, and the data
                   it replaces is kept in DATA_DIR/before-restore-<time>
  dlq list         list the messages consumers gave up on (dead letters) that wait for replay
  dlq replay <id>... | --all
                   send dead letters back to their topic, as the same events, once the
                   cause is fixed (ids as \`dlq list\` shows them)
  guides list      list the guides and where their verification stands, waiting ones first
  guides verify <email>
                   mark the guide verified: travellers are offered the guide from then on
  guides reject <email> --reason "..."
                   mark the guide rejected; the guide reads the reason on their dashboard
  store check [--repair]
                   read every file of the embedded store as start-up would, without starting
                   the product, and list what is damaged (exit code 1) or say it is clean (0);
                   --repair repairs it all (the product must be stopped), keeping every
                   original in DATA_DIR/recovered/<time>
  payments problems [--since <date> | <n>d | <n>h] [--json]
                   list the payments that could not be credited or were refunded, newest
                   first, with the order's buyer, amount and item and the refund's state;
                   --json prints one JSON object a line
  messages reported
                   list the messages between travellers and guides that their readers
                   reported, newest report first, as written
`;

const say = (text: string) => process.stdout.write(`${text}\n`);

/** `<email> --reason "..."` in either order, or null when one of the two is missing. */
function rejection(args: readonly string[]): { email: string; reason: string } | null {
  const flag = args.indexOf('--reason');
  const reason = flag >= 0 ? args[flag + 1] : undefined;
  const others = args.filter((_, i) => i !== flag && i !== flag + 1);
  const [email] = others;
  return flag >= 0 && reason !== undefined && email !== undefined && others.length === 1
    ? { email, reason }
    : null;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const [command, argument, ...rest] = process.argv.slice(2);
  const file = argument === undefined ? undefined : resolve(config.INIT_CWD ?? process.cwd(), argument);
  const rejected = command === 'guides' && argument === 'reject' ? rejection(rest) : null;
  const problems = command === 'payments' && argument === 'problems' ? problemsArgs(rest) : null;
  try {
    if (command === 'backup' && file) say(await backupCommand(config, file));
    else if (command === 'restore' && file) say(await restoreCommand(config, file));
    else if (command === 'dlq' && argument === 'list' && rest.length === 0) say(await dlqListCommand(config));
    else if (command === 'dlq' && argument === 'replay' && rest.length > 0)
      say(await dlqReplayCommand(config, rest.includes('--all') ? { all: true } : { ids: rest }));
    else if (command === 'guides' && argument === 'list' && rest.length === 0)
      say(await guidesListCommand(config));
    else if (command === 'guides' && argument === 'verify' && rest.length === 1 && rest[0])
      say(await guidesVerifyCommand(config, rest[0]));
    else if (command === 'messages' && argument === 'reported' && rest.length === 0)
      say(await reportedMessagesCommand(config));
    else if (rejected) say(await guidesRejectCommand(config, rejected.email, rejected.reason));
    else if (
      command === 'store' &&
      argument === 'check' &&
      (rest.length === 0 || (rest.length === 1 && rest[0] === '--repair'))
    ) {
      const checked = await storeCheckCommand(config, rest.length > 0);
      say(checked.text);
      if (checked.damaged) process.exitCode = 1;
    } else if (problems) {
      // No problems as JSON lines is no line at all.
      const listed = await paymentProblemsCommand(config, problems);
      if (listed) say(listed);
    } else {
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
