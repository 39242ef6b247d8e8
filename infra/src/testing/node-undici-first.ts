/**
 * A setup file of the infra tests, whose workers the gateway's tests share. testcontainers brings
 * undici 7, which, when it loads before Node's own undici in a process, becomes the dispatcher of
 * Node's fetch; its stricter check then refuses a request that sets its own Content-Length, as
 * arctic's token request does, and every Google sign-in test run later in that worker failed with
 * "invalid content-length header". Making a Response loads Node's undici, which installs its own
 * dispatcher first; undici 7 then leaves it in place.
 */
new Response('');
