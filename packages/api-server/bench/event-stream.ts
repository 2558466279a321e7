import http from 'node:http';

/**
 * One live stream read as the browser's EventSource reads it, with plain http (light enough for
 * hundreds or a thousand in the bench process). Resolves once the stream says it is ready;
 * `onEvent` gets each event of `type` with the id it names and the moment it arrived.
 */
export function openEventStream(
  base: string,
  ticket: string,
  type: string,
  onEvent: (id: number, at: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events?ticket=${ticket}`,
      { headers: { accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (block.includes('event: ready')) resolve(request);
            const data = block.split('\n').find((line) => line.startsWith('data: {"id"'));
            if (data) {
              const event = JSON.parse(data.slice(6)) as { type: string; data: { id: number } };
              if (event.type === type) onEvent(event.data.id, at);
            }
          }
        });
      },
    );
    request.on('error', reject);
  });
}
