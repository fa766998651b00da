/** Words of a routing key or pattern; the empty key has none, as in RabbitMQ. */
function words(key: string): string[] {
  return key === '' ? [] : key.split('.');
}

/**
 * AMQP topic matching: words are separated by dots, `*` stands for exactly one word and `#`
 * for zero or more. Dynamic programming rather than backtracking, so that patterns with
 * several `#` stay linear in the key's length.
 */
export function topicMatches(pattern: string, routingKey: string): boolean {
  const p = words(pattern);
  const k = words(routingKey);
  // reachable[j]: the pattern words seen so far can match the first j key words.
  let reachable: boolean[] = Array.from({ length: k.length + 1 }, (_, j) => j === 0);
  for (const word of p) {
    const next: boolean[] = new Array<boolean>(k.length + 1).fill(false);
    for (let j = 0; j <= k.length; j++) {
      if (word === '#') {
        next[j] = reachable[j] === true || (j > 0 && next[j - 1] === true);
      } else if (j > 0 && reachable[j - 1] === true) {
        next[j] = word === '*' || word === k[j - 1];
      }
    }
    reachable = next;
  }
  return reachable[k.length] === true;
}
