import http from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Answers are read loosely: the benchmark's set-up checks only what it uses.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function postJson(base: string, host: string, pathname: string, body: unknown): Promise<any> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const outgoing = http.request(
      `${base}${pathname}`,
      { method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text || 'null')));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function codeFor(outboxDir: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const names = await readdir(outboxDir).catch(() => [] as string[]);
    for (const name of names.filter((file) => file.endsWith('.json'))) {
      const message = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as { to: string; text: string };
      const code = message.to === to ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code reached the outbox for ${to}`);
}

/** A demo seller's bearer token, through the ordinary password reset (the code is read from the mail outbox). */
export async function demoMerchantToken(base: string, port: number, outboxDir: string, identifier: string): Promise<string> {
  const host = `merchant.localhost:${port}`;
  const first = await postJson(base, host, '/auth/v1/resetAccountPassword', { identifier });
  const otp = await codeFor(outboxDir, identifier);
  const password = 'bench password 2024';
  await postJson(base, host, '/auth/v1/resetAccountPassword', { identifier, otp_id: first.result, otp });
  const done = await postJson(base, host, '/auth/v1/resetAccountPassword', { identifier, otp_id: first.result, otp, password });
  if (typeof done?.token !== 'string') throw new Error(`password reset of ${identifier} failed: ${JSON.stringify(done)}`);
  return done.token;
}
