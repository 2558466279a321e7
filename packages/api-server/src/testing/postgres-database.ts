import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Creates a uniquely named database on the server of `url` and returns its URL and a dropper. */
export async function createPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `farmplate_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
