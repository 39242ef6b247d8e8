/**
 * A value only the browser knows (what its storage holds), read so that taking over a page the
 * server rendered finds the HTML the server made: while React takes it over, the component renders
 * with `onServer`, as the server did, then with the browser's value (takeover.ts). Outside a
 * takeover the browser's value is there from the first render. Read once per mounted component.
 */
import { useState } from 'react';
import { IN_BROWSER, useAfterTakeover } from './takeover';

export function useBrowserValue<T>(read: () => T, onServer: T): T {
  const after = useAfterTakeover();
  const [value] = useState(() => (IN_BROWSER ? read() : onServer));
  return after ? value : onServer;
}
