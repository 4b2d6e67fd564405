/**
 * Message-broker HTTP APIs put a virtual host and a queue name in path segments, and both may hold
 * "/", "#", "?", "+" or "%". cloudamqp/lavinmq pull request #696 ("escape symbols in names for
 * lavinmqctl", 2024-06-07): a vhost named "a/b" crashed lavinmqctl until names were escaped; the
 * default vhost "/" must travel as "%2F" (rabbitmq uri-spec, and issues across its clients: a
 * raw "/" makes `/api/queues//name`); spring-projects/spring-amqp #3489 names queue names such as
 * "orders/../../api/overview" and "q?x=1". The issue cites cloudamqp/lavinmq #1155 for this
 * class; its text was not in the search index this was written from, so the cases are these.
 */
import { parse, uri } from '../../src';

const queueUrl = (vhost: string, queue: string): string =>
  uri`http://localhost:15672/api/queues/${vhost}/${queue}`;

test.each([
  ['/', 'q', 'http://localhost:15672/api/queues/%2F/q'],
  ['a/b', 'q', 'http://localhost:15672/api/queues/a%2Fb/q'],
  [
    '/',
    'orders/../../api/overview',
    'http://localhost:15672/api/queues/%2F/orders%2F..%2F..%2Fapi%2Foverview',
  ],
  ['v', 'q?x=1', 'http://localhost:15672/api/queues/v/q%3Fx=1'],
  ['v', '#P2P/QTMP/v:solace', 'http://localhost:15672/api/queues/v/%23P2P%2FQTMP%2Fv:solace'],
  ['v', 'a+b %', 'http://localhost:15672/api/queues/v/a+b%20%25'],
])('vhost %j, queue %j', (vhost, queue, expected) => {
  const written = queueUrl(vhost, queue);
  expect(written).toBe(expected);
  const segments = parse(written).path.split('/').map(decodeURIComponent);
  expect(segments).toEqual(['', 'api', 'queues', vhost, queue]);
  expect(new URL(written).pathname.split('/')).toHaveLength(5);
});
