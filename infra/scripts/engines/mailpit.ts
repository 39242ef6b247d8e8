/** Mailpit: an SMTP server that keeps every message and shows them through an HTTP API. */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Engine } from './engine.js';
import { exists, goBinary, goInstall } from './install.js';
import { HOST } from './ports.js';
import versions from './versions.json' with { type: 'json' };

const pin = versions.mailpit;
const binary = goBinary(pin.binary, pin.version);

const httpBase = (port: number | undefined) => `http://${HOST}:${port}`;

export const mailpit: Engine = {
  name: 'mailpit',
  label: `Mailpit ${pin.version}`,
  portNames: ['smtp', 'http'],
  startDeadlineMs: 30_000,
  stopGraceMs: 10_000,

  installed: () => exists(binary),
  install: () => goInstall('mailpit', pin),

  async prepare(run) {
    await mkdir(run.dir, { recursive: true });
    return {
      command: binary,
      args: [
        `--smtp=${HOST}:${run.ports.smtp}`,
        `--listen=${HOST}:${run.ports.http}`,
        // On disk, so the messages outlive a `stop mailpit`.
        `--database=${join(run.dir, 'mailpit.db')}`,
        // It would ask GitHub for releases, which some machines cannot reach.
        '--disable-version-check',
      ],
    };
  },

  async probe(run) {
    const response = await fetch(`${httpBase(run.ports.http)}/api/v1/info`, {
      signal: AbortSignal.timeout(2000),
    });
    if (!response.ok) throw new Error(`GET /api/v1/info answered ${response.status}`);
  },

  async env(run) {
    // No STARTTLS is offered without a certificate, so nodemailer sends in plain text, as in docker-compose.
    return { SMTP_URL: `smtp://${HOST}:${run.ports.smtp}`, MAILPIT_URL: httpBase(run.ports.http) };
  },
};
