"""Django's Redis cache, its client object made once per connection pool rather than on every call.

Django's RedisCacheClient builds a new redis.Redis around the pool for each get or set, and building one
(its table of ~170 response callbacks) cost more CPU than the round trip: the search throttles
(config/throttles.py) read and write the cache on every search, and under cProfile building those clients
was about a tenth of a rulings search's CPU time (docs/benchmarks/speed.md). A redis.Redis is safe to
share: it holds no connection of its own, taking one from the pool for each command."""

from django.core.cache.backends import redis


class RedisCacheClient(redis.RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}  # id of the pool: the client over it

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class RedisCache(redis.RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = RedisCacheClient
