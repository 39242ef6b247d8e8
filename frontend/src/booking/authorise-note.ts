/** What a traveller paying a request should know: nothing is charged until the guide accepts. */
export const AUTHORISE_ONLY_NOTE =
  'Your card is only authorised now: you are charged when the guide accepts. If the guide declines or does not answer in time, the hold is released and you pay nothing.';
