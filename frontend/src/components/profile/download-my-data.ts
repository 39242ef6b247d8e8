/**
 * Saves the user's data file: the document `profile.exportData` answers (REST's `GET
 * /api/my-data`), named as REST names it. Fetched rather than linked, so a refusal (the session
 * ended) is said in a toast instead of being saved as a file named like the data.
 */
import { type MyDataExport, myDataFileName } from '@app/contracts';

/** Hands the document to the browser's download as a file; answers the file's name. */
export function saveMyData(data: MyDataExport): string {
  const name = myDataFileName(data.exportedAt);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}
