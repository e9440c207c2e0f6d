/**
 * A request's path as the router matches it: the query dropped and percent-escapes decoded, so
 * `/%61pi/v1/users` is the API path it routes to. Escapes of reserved characters (`%2F`) stay,
 * as the router leaves them; a malformed escape leaves the path as sent (the router answers 400).
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Whether a request URL is the API's: decided on the decoded path, as routing is. */
export function isApiPath(url: string): boolean {
  const path = decodedPath(url);
  return path === '/api' || path.startsWith('/api/');
}
