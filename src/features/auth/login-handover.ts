/**
 * What a visitor typed into the server-rendered login form (issue #22, src/ssr/login-page.tsx)
 * before the SPA took the page over: the SPA's form starts from it, with the focus where it was.
 * Held in memory only, until the form has started from it.
 */
export interface LoginHandover {
  email: string;
  password: string;
  focus: 'email' | 'password' | null;
}

let handover: LoginHandover | null = null;

/** Reads the server-rendered form inside `root` before the SPA renders over it. */
export function keepLoginHandover(root: HTMLElement): void {
  const form = root.querySelector('form');
  const email = form?.querySelector<HTMLInputElement>('input[name="email"]');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!email || !password) return;
  const active = document.activeElement;
  handover = {
    email: email.value,
    password: password.value,
    focus: active === email ? 'email' : active === password ? 'password' : null,
  };
}

/** The kept values; null when the page was not handed over, or once they are forgotten. */
export function readLoginHandover(): LoginHandover | null {
  return handover;
}

/** The form has started from them: a later visit to /login starts empty. */
export function forgetLoginHandover(): void {
  handover = null;
}
