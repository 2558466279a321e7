import { configureApiClient } from '../request';

/** One call as the server would receive it. */
export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData itself for multipart, undefined without a body. */
  body: unknown;
}

type Responder = (call: RecordedCall) => { status?: number; body: unknown };

/**
 * Points the API client at a fake fetch that records every call and answers with `respond`.
 * Returns the list of recorded calls (it fills as calls are made).
 */
export function recordFetch(respond: Responder): RecordedCall[] {
  const calls: RecordedCall[] = [];
  configureApiClient({
    origin: '',
    fetch: async (input, init = {}) => {
      const raw = init.body;
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        url: String(input),
        headers: init.headers as Record<string, string>,
        body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
      };
      calls.push(call);
      const { status = 200, body } = respond(call);
      // A minimal Response: jsdom test environments have no global Response.
      return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
    },
  });
  return calls;
}
