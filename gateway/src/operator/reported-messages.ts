/** `pnpm admin messages reported`: the messages their readers reported, newest report first. */
import type { ReportedMessageView } from '@app/contracts';
import type { Config } from '@app/infra';
import { reportedMessages } from '../messages/index.js';
import { viaProductOrData } from './commands.js';
import { printable } from './printable.js';

const utc = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

function reportLines(m: ReportedMessageView): string {
  return `${utc(m.reportedAt)}  reported by ${printable(m.to)}  message ${m.id}\n    ${printable(m.from)} wrote on ${utc(m.at)}: ${printable(m.text)}`;
}

export async function reportedMessagesCommand(config: Config): Promise<string> {
  const reported = await viaProductOrData<ReportedMessageView[]>(
    config,
    { path: '/messages/reported' },
    (p) => reportedMessages(p.store),
  );
  if (reported.length === 0) return 'No reported messages.';
  return `${reported.length} reported message(s), newest report first:\n${reported.map(reportLines).join('\n')}`;
}
