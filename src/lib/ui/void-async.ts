/**
 * An async function as a callback whose caller ignores the result (an event listener, a JSX `on*` handler, a
 * server's request listener): it runs `fn` and returns nothing, saying so instead of handing back a promise nobody
 * awaits (typescript-eslint's no-misused-promises). Errors are the function's own to catch, as before.
 */
export function voidAsync<A extends unknown[]>(fn: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => void fn(...args);
}
