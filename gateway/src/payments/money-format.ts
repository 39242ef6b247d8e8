/** Amounts as receipts and the transaction table show them: `₹995.00`, `¥1,800`. */
import { toMajor } from '@app/infra';

export const formatMinor = (amountMinor: number, currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(toMajor(amountMinor, currency));
