/**
 * A value only the browser knows (what its storage holds), read so that hydrating a prerendered
 * page finds the HTML the server made: while hydrating, the component renders with `onServer`, as
 * the prerender did, and React renders it again at once with the browser's value. Outside
 * hydration the browser's value is there from the first render. Read once per mounted component.
 */
import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useBrowserValue<T>(read: () => T, onServer: T): T {
  const [value] = useState(read);
  return useSyncExternalStore(
    neverChanges,
    () => value,
    () => onServer,
  );
}
