// ua-parser-js 1.x ships no types of its own: the part of its API the app uses.
declare module "ua-parser-js" {
  export class UAParser {
    constructor(userAgent?: string);
    getResult(): {
      browser: { name?: string; version?: string };
      os: { name?: string; version?: string };
      device: { vendor?: string; model?: string; type?: string };
    };
  }
}
