/**
 * Saves the user's data file (`GET /api/my-data`). Fetched rather than linked, so a refusal (the
 * session ended) is said in a toast instead of being saved as a file named like the data.
 */
import { type ErrorCode, isErrorCode, MESSAGES, PRIVACY_PATHS } from '@app/contracts';
import { ApiError } from '../../app/api-client';

const FALLBACK_NAME = 'my-data.json';

/** The file name the server gave in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? FALLBACK_NAME;
}

async function refusal(response: Response): Promise<ApiError> {
  const answer: unknown = await response.json().catch(() => null);
  const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' ? fields.message : MESSAGES.internalError;
  const code: ErrorCode | undefined = isErrorCode(fields.code) ? fields.code : undefined;
  return new ApiError(message, response.status, code);
}

export async function downloadMyData(): Promise<string> {
  const response = await fetch(PRIVACY_PATHS.myData, { credentials: 'include' });
  if (!response.ok) throw await refusal(response);
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
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
