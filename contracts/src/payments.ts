/** Inputs of the payment calls (spec §7) and the limits the server holds them to. */
import { z } from 'zod';

/** The largest amount a price conversion is asked for (a guide booking of many people at most). */
export const MAX_AMOUNT_USD = 100_000;

export const currencyField = z
  .string({ error: 'Choose a currency.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Choose a currency.')
  .transform((code) => code.toUpperCase());

/** `POST /api/processPayment`: a price in US dollars, shown in the traveller's currency. */
export const processPaymentSchema = z.object({
  amountInUSD: z.coerce
    .number({ error: 'Enter an amount.' })
    .positive('Enter an amount above zero.')
    .max(MAX_AMOUNT_USD, `Enter an amount of at most ${MAX_AMOUNT_USD} USD.`),
  userPreferredCurrency: currencyField,
});
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;
