// Before every unit test file. The app's generated client asks relative addresses ('/api/…'), which a browser
// resolves against the page and Node's Request (jsdom's global) does not; the client takes Request when it is made,
// as a test file's imports load, so it is set here, before them, and for the whole file.
class RequestOnThisPage extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}
globalThis.Request = RequestOnThisPage;
