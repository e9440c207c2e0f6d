/**
 * Remembers, for the login page, that the server ended a session mid-use (expiry, "end
 * session" from another device, an admin): the page then says so. In memory only: a reload is
 * a fresh start.
 */
let ended = false;

export function markSessionEnded(): void {
  ended = true;
}

export function isSessionEnded(): boolean {
  return ended;
}

/** Once the login page that showed the notice is left (signed in, or elsewhere). */
export function clearSessionEnded(): void {
  ended = false;
}
