// Before every unit test file. The app's generated client asks relative addresses ('/api/…'), which a browser
// resolves against the page and Node's Request does not; the client takes Request when it is made, as a test file's
// imports load, so it is set here, before them, and for the whole file. A file without a DOM resolves against the
// address jsdom's page has.
class RequestOnThisPage extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location?.href ?? 'http://localhost:3000/') : input, init);
  }
}
globalThis.Request = RequestOnThisPage;
