"""gunicorn's settings for every way Arbiter starts it (scripts/run.sh, scripts/schemathesis.sh, the tests' real
servers): gunicorn reads ./gunicorn.conf.py from the directory it starts in; the command line adds the rest.

A request body the application does not read (a 403 or 413 before the view reads it) is drained by gunicorn
after the response only up to 64 KiB; past that it closes the connection, after having answered
`Connection: keep-alive`, and the client's next request on it fails (issue 35, 9). So a request whose body is
larger than gunicorn drains, or of unknown length (chunked), is answered `Connection: close` from the start:
the client knows to open a new connection, and no worker thread spends time reading a body nobody wants.
"""

from gunicorn.http import parser

DRAIN_BYTES = getattr(parser, "_DRAIN_MAX_BYTES", 64 * 1024)


def body_too_large_to_drain(req):
    headers = dict(req.headers)
    if "chunked" in headers.get("TRANSFER-ENCODING", "").lower():
        return True
    try:
        return int(headers.get("CONTENT-LENGTH") or 0) > DRAIN_BYTES
    except ValueError:
        return True


def pre_request(worker, req):
    worker.log.debug("%s %s", req.method, req.path)  # gunicorn's own pre_request
    if body_too_large_to_drain(req):
        req.must_close = True
