/** Starts the bench's spinners, prints their pids and waits: the test kills it outright. */
import { keepCoresAwake } from '../../bench/awake-cores.js';

const { pids } = await keepCoresAwake();
process.stdout.write(`${JSON.stringify(pids)}\n`);
setInterval(() => {}, 60_000);
