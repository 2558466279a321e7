import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server runs with a young generation of 64 MiB (V8's semi-space; 16 MiB by default): a board
 * request leaves about 0.4 MB of garbage, and at ten clients a collection every 40 requests held up
 * to a quarter of the requests (the ten in flight). `pnpm start`, the image and the benches (which start a
 * checkout as its `pnpm start` does) run node with the same flags.
 */
const packageDir = path.resolve(__dirname, '..');
const startScript = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;
const flagsOf = (args: string[]) => args.filter((arg) => arg.startsWith('--'));

it('pnpm start runs the server with a 64 MiB young generation', () => {
  expect(flagsOf(startScript.split(/\s+/))).toContain('--max-semi-space-size=64');
});

it('the image starts the server with the flags of pnpm start', () => {
  const dockerfile = readFileSync(path.join(packageDir, '../../Dockerfile'), 'utf8');
  const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  expect(command[0]).toBe('node');
  expect(flagsOf(command)).toEqual(flagsOf(startScript.split(/\s+/)));
});
