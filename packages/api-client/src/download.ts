import { apiResponse, type QueryValue } from '@farmplate/api-client/core';

/**
 * Downloads a file the API answers (a CSV export) under its server-given name. The call needs the
 * bearer token, so it is fetched through the request core (a refusal is an ApiError, an expired
 * session ends the session) and handed to the browser as an object URL rather than a link.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue> = {}): Promise<string> {
  const response = await apiResponse(path, { query, accept: 'text/csv, application/json' });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser time to start reading before the URL is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
