/**
 * tRPC for payments: which checkout runs, currencies and prices, orders and their verification.
 * The same services as the REST routes; every amount is the server's (an order's shown amount is
 * checked, never trusted). The sandbox checkout's own calls and the provider's webhook stay REST.
 */
import { createOrderSchema, processPaymentSchema, verifySignatureSchema } from '@app/contracts';
import {
  checkoutSetup,
  convertForDisplay,
  createOrder,
  listCurrencies,
  verifyCheckout,
} from '../payments/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

export const paymentsRouter = router({
  /** The provider and its public key; never a secret. */
  setup: publicProcedure.query(({ ctx }) => checkoutSetup(ctx.deps)),
  currencies: publicProcedure.query(({ ctx }) => listCurrencies(ctx.deps)),
  /** A US-dollar price in the traveller's currency, with the day of the rate. */
  convert: publicProcedure
    .input(processPaymentSchema)
    .query(({ ctx, input }) => convertForDisplay(ctx.deps, input)),
  createOrder: protectedProcedure
    .input(createOrderSchema)
    .mutation(({ ctx, input }) => createOrder(ctx.deps, ctx.actor, input)),
  /** What Checkout handed the page; credits the order once. */
  verify: protectedProcedure
    .input(verifySignatureSchema)
    .mutation(({ ctx, input }) => verifyCheckout(ctx.deps, ctx.actor, input)),
});
