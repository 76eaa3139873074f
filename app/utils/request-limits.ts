/**
 * The longest request target (path and query, as sent) the server reads; a longer one is a 414. Answers
 * may repeat the target (a redirect's Location, the API's Link), and a proxy takes an answer's headers
 * in one buffer (nginx: 4 KB by default, else a 502), so this leaves room for the rest. The site's own
 * links stay well short of it: every filter ticked comes to about 1,500 characters.
 */
export const MAX_TARGET_LENGTH = 2_048;

/**
 * Words searches the read cache does not hold that one client may start in a minute, per server process
 * (takeSearchSlot): each reads every listing that matches, and orders them by relevance.
 */
export const NEW_SEARCHES_PER_MINUTE = 20;
