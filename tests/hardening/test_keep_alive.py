"""A refused POST with a large body leaves its connection usable (issue 35, 9): the server either reads the body
it did not need or says `Connection: close`, so a client reusing the connection never loses its next request.
Through a real gunicorn and a raw socket, as the fuzzer's client met it."""

import socket

import pytest

from tests.support.server import GunicornServer

pytestmark = pytest.mark.django_db(transaction=True)

BODY = b"x" * (1024 * 1024)


@pytest.fixture(scope="module")
def server(django_db_blocker):
    with django_db_blocker.unblock():
        running = GunicornServer(name="keep-alive").start()
    yield running
    running.stop()


def read_response(sock):
    """One HTTP/1.1 response (headers and a Content-Length body): (status, headers dict)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError(f"closed before a response: {data[:200]!r}")
        data += chunk
    head, _sep, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.strip().lower(): v.strip() for k, _c, v in (line.partition(":") for line in lines[1:])}
    length = int(headers.get("content-length", 0))
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed inside a body")
        rest += chunk
    return int(lines[0].split()[1]), headers


def request(path, method="GET", body=b"", content_type="application/json"):
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept: application/json\r\n"
    if body:
        head += f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + body


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        ("/api/decks/", "application/json"),  # the API: anonymous, 403 before the body is read
        ("/api/tournaments/1/registrations/", "application/json"),
        ("/accounts/login/", "application/x-www-form-urlencoded"),  # a page: no CSRF token, 403
        ("/accounts/login/", "multipart/form-data; boundary=zz"),
    ],
)
def test_a_refused_large_post_keeps_its_connection_usable(server, path, content_type):
    with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
        sock.sendall(request(path, "POST", BODY, content_type))
        status, headers = read_response(sock)
        assert status in (401, 403)
        if headers.get("connection", "").lower() == "close":
            return  # said so: the client opens a new connection
        sock.sendall(request("/api/games/"))
        assert read_response(sock)[0] == 200
