/** Sets the tab title to '<title> · <brand>' while a page is shown. */
import { COMPANY } from '@app/contracts';
import { useEffect } from 'react';

export function documentTitle(title: string): string {
  return `${title} · ${COMPANY.brand}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
