/** What other packages' tests take from infra (`@app/infra/testing`). */
export { type FullDisk, fillDisk } from './full-disk.js';
