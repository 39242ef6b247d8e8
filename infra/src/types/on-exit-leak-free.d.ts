/** on-exit-leak-free (pino's own dependency): runs a function for an object at exit while it lives. */
declare module 'on-exit-leak-free' {
  export function register<T extends object>(object: T, shutdown: (object: T, event: string) => void): void;
  export function unregister(object: object): void;
}
