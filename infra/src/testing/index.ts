/** What other packages' tests take from infra (`@app/infra/testing`). */

export { hostNow, writeSection } from './bench-report.js';
export { describeWithEngine, describeWithEngines, s3Endpoint } from './engines.js';
export { type FullDisk, fillDisk } from './full-disk.js';
