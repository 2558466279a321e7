import { getToken } from '@farmplate/session';
import { ApiError, buildUrl, type QueryValue } from '@farmplate/api-client/core';

/**
 * Downloads a file the API answers (a CSV export) under its server-given name. The call needs the
 * bearer token, so it is fetched and handed to the browser as an object URL rather than a link.
 */
export async function downloadFile(path: string, query: Record<string, QueryValue> = {}): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError('Network error', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new ApiError(message, response.status);
  }
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
