/**
 * How long the server waits on a connection (buildApp's Fastify options; issue 53 item 13b). Without
 * them a client sending its headers a byte at a time (slowloris), or opening connections and saying
 * nothing, held a socket for as long as it liked, and enough such clients take all of them.
 */
export const CONNECTION_TIMEOUTS = {
  /**
   * Whole headers must arrive within this: they are a few kilobytes, one or two packets even on a slow
   * 2G line, so 10 s is generous for a shopper and short for an attacker trickling bytes. Node answers
   * 408 and closes the connection.
   */
  headersTimeout: 10_000,
  /**
   * The whole request, body included: the largest body is 1 MiB (bodyLimit), a minute at about
   * 17 KiB/s, slower than any phone line that can shop at all.
   */
  requestTimeout: 60_000,
  /**
   * An idle kept-alive connection is closed after this. Above the 60 s that nginx's upstream keepalive
   * and the usual load balancers keep an idle connection, so the proxy in front closes first and never
   * sends a request on a connection this server is closing (a 502).
   */
  keepAliveTimeout: 72_000,
  /**
   * A socket with no bytes either way for this long is closed (a stalled body, a vanished client).
   * Longer than keepAliveTimeout, which then rules idle kept-alive connections.
   */
  connectionTimeout: 90_000,
  /** How often Node looks for requests past headersTimeout or requestTimeout (its default is 30 s). */
  connectionsCheckingInterval: 2_000,
} as const;

/** The options of Fastify (and of the Node http server it makes) that apply CONNECTION_TIMEOUTS. */
export function connectionTimeoutOptions() {
  const { headersTimeout, requestTimeout, keepAliveTimeout, connectionTimeout, connectionsCheckingInterval } =
    CONNECTION_TIMEOUTS;
  return {
    requestTimeout,
    keepAliveTimeout,
    connectionTimeout,
    http: { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval },
  };
}
