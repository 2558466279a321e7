import { readFileSync } from 'node:fs';
import { generateResponsesSource, RESPONSES_FILE } from '../scripts/generate-api-responses';

jest.setTimeout(120_000);

test("contracts' ApiResponses lists every route with its answer (run scripts/generate-api-responses.ts after changing a route)", async () => {
  expect(readFileSync(RESPONSES_FILE, 'utf8')).toBe(await generateResponsesSource());
});
