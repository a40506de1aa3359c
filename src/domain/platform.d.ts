// The only web-platform globals src/domain may use: each exists alike in the browser, both workers
// and Node 20, so a rule written here runs unchanged on either side of the worker boundary and on
// the server. Anything else (DOM, worker or Node globals) is a type error here (tsconfig.domain.json).

declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly host: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly username: string;
  readonly password: string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare const crypto: { randomUUID?: () => string };
