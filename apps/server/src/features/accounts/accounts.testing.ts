import { request } from 'node:http';
import type { Db } from '../../db/database.ts';
import { SESSION_COOKIE } from './sessions.ts';

type GraphQLAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/** A POST from a chosen source address of this machine (any of 127.0.0.0/8), as from another computer. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string): Promise<{ setCookies: string[]; json: GraphQLAnswer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers, localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ setCookies: response.headers['set-cookie'] ?? [], json: JSON.parse(text) as GraphQLAnswer }));
    });
    sent.on('error', reject).end(body);
  });
}

/** A browser-like GraphQL client for tests: sends the CSRF header and keeps the session cookie it is given. */
export class TestClient {
  cookie: string | null;

  /** `from`: the source address to connect from (default: the operating system's choice, 127.0.0.1). */
  constructor(
    private readonly url: string,
    cookie: string | null = null,
    private readonly from: string | null = null,
  ) {
    this.cookie = cookie;
  }

  async raw(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer> {
    const headers = { 'content-type': 'application/json', 'x-askwise-csrf': '1', ...(this.cookie ? { cookie: this.cookie } : {}) };
    const body = JSON.stringify({ query, variables });
    const { setCookies, json } = this.from
      ? await postFrom(this.from, `${this.url}/graphql`, headers, body)
      : await fetch(`${this.url}/graphql`, { method: 'POST', headers, body }).then(async (r) => ({ setCookies: r.headers.getSetCookie(), json: (await r.json()) as GraphQLAnswer }));
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      if (name === SESSION_COOKIE) this.cookie = value ? `${SESSION_COOKIE}=${value}` : null;
    }
    return json;
  }

  /** Runs an operation and returns its data, or throws with the first error's message. */
  async ok<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.raw(query, variables);
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    return result.data as T;
  }

  /** The first error's message (and code) of an operation that must fail. */
  async error(query: string, variables: Record<string, unknown> = {}): Promise<{ message: string; code: string | undefined }> {
    const result = await this.raw(query, variables);
    const first = result.errors?.[0];
    if (!first) throw new Error(`Expected an error, got ${JSON.stringify(result.data)}`);
    return { message: first.message, code: first.extensions?.code };
  }
}

/** The newest e-mail in the dev outbox for an address. */
export async function latestMail(db: Db, to: string) {
  return db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to.toLowerCase()).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

export const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const linkIn = (text: string): URL => new URL(/https?:\/\/\S+/.exec(text)![0]);

export const SIGN_IN = 'mutation($email: String!, $password: String!) { signInPassword(email: $email, password: $password) { status ticket } }';
export const VERIFY = 'mutation($ticket: String!, $code: String!) { signInVerifyCode(ticket: $ticket, code: $code) { status } }';
export const ME = '{ me { id email confirmed mustSetPassword userGroup isActive isAdministrator company { id name roleId isOwner } } }';

/** Signs in through all three steps, reading the code from the outbox; returns the signed-in client. */
export async function signInAs(url: string, db: Db, email: string, password: string): Promise<TestClient> {
  const client = new TestClient(url);
  const { signInPassword } = await client.ok<{ signInPassword: { ticket: string } }>(SIGN_IN, { email, password });
  const code = codeIn((await latestMail(db, email)).textBody);
  await client.ok(VERIFY, { ticket: signInPassword.ticket, code });
  return client;
}
