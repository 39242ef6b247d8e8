/**
 * For a popup whose code is a lazy chunk: false until it first opens, then true for good, so the
 * chunk is fetched on first use and closing still plays its animation and returns focus.
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
