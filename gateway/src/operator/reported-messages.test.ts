/**
 * `pnpm admin messages reported`: the messages readers reported, newest report first, as written,
 * from the running product through its operator channel and from the data when none runs.
 */
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { harness } from '../../test/harness.js';
import { ashaAndTina } from '../../test/marketplace.js';
import { resolveActor } from '../accounts/index.js';
import { cookieJar } from '../http/index.js';
import { reportMessage } from '../messages/index.js';
import { reportedMessagesCommand } from './reported-messages.js';

describe('pnpm admin messages reported', () => {
  it('lists the reported messages newest report first, running or not, and says when there are none', async () => {
    // harness(): the test closes the product itself, to read its DATA_DIR without it.
    const product = await harness();
    await product.listen();
    const { config } = product.deps;
    expect(await reportedMessagesCommand(config)).toBe('No reported messages.');
    const { asha, tina } = await ashaAndTina(product);
    const [guide, tourist] = [await callerFor(product, asha), await callerFor(product, tina)];
    const rude = await tourist.messages.send({
      guideEmail: 'asha@example.com',
      text: 'Pay me cash\u001b[2J outside',
    });
    const scam = await tourist.messages.send({
      guideEmail: 'asha@example.com',
      text: 'My WhatsApp: +91 98765 43210',
    });
    await tourist.messages.send({ guideEmail: 'asha@example.com', text: 'Fine message' });
    const reader = await resolveActor(
      product.deps,
      cookieJar(asha, () => {}),
      { ip: '127.0.0.1', secure: false },
    );
    // Reported a minute apart, so that the order is the reports' and not a tie's.
    await reportMessage(product.deps, reader, rude.id, new Date(Date.now() - 60_000));
    await guide.messages.report({ id: scam.id });

    const running = await reportedMessagesCommand(config);
    await product.close();
    expect(await reportedMessagesCommand(config)).toBe(running);
    const [head, ...lines] = running.split('\n');
    expect(head).toBe('2 reported message(s), newest report first:');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(new RegExp(`UTC {2}reported by asha@example.com {2}message ${scam.id}$`));
    // As written, contact details and all: the operator judges what was sent.
    expect(lines[1]).toMatch(/^ {4}tina@example.com wrote on .+ UTC: My WhatsApp: \+91 98765 43210$/);
    expect(lines[2]).toContain(`message ${rude.id}`);
    // A terminal escape in a message is shown, never run.
    expect(lines[3]).not.toContain('\u001b');
    expect(running).not.toContain('Fine message');
  });
});
