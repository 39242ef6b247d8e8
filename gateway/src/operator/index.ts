export { writeBackup } from './backup.js';
export {
  ensureDeadLetterIndexes,
  listDeadLetters,
  pruneReplayed,
  replayDeadLetters,
  startDeadLetterBook,
} from './dead-letters.js';
export { newOperatorToken, OPERATOR_PREFIX, operatorPath, sameToken, writeOperatorFile } from './token.js';
