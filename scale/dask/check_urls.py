#!/usr/bin/python3
"""Check URL lists on many machines: uri-grammar run by Dask distributed (issue 17).

    /usr/bin/python3 scale/dask/check_urls.py [--scheduler ADDRESS | --workers N] FILE...

Each FILE is read as partitions: a gzip file (``.gz``, the form crawl indexes come in) is one
partition, a text file is cut into byte ranges of ``--split-bytes`` at line ends. Each partition
is streamed through ``uri-grammar check --summary`` (``--command`` runs another command) in a
Dask task; the partial summaries are added up and printed as the last line of stdout, a JSON
object in the CLI's own ``--summary`` form: ``{"lines", "valid", "invalid", "invalidBy": {rule:
{reason: count}}}``. ``--out DIR`` also writes each partition's per-line results to
``DIR/part-NNNNN.jsonl``; concatenated in order they are the single-process CLI's output.

With no ``--scheduler`` a LocalCluster of ``--workers`` processes runs here. Given a scheduler
address, the same script runs on a cluster (dask-scheduler/dask-worker, dask-kubernetes,
dask-jobqueue); every worker then needs Node.js, the built CLI at the same path (or
``uri-grammar`` on its PATH) and the input files at the same paths (a shared file system).

Exit status, as the CLI's: 0 when every line is valid, 1 when any is not, 2 on a usage error
or a partition that failed.

Dask is in Debian as python3-distributed, for /usr/bin/python3 (hence the shebang).
"""

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
BUILT_CLI = os.path.join(HERE, "..", "..", "dist", "src", "cli.js")
DEFAULT_SPLIT_BYTES = 64 * 1024 * 1024
READ_BYTES = 1024 * 1024


def default_cli():
    """``uri-grammar`` on the PATH, else the build of this checkout."""
    installed = shutil.which("uri-grammar")
    if installed:
        return [installed]
    return ["node", os.path.normpath(BUILT_CLI)]


def partitions_of(files, split_bytes):
    """(index, path, start, end) per partition; start and end are None for a whole file."""
    parts = []
    for path in files:
        size = os.path.getsize(path)
        if path.endswith(".gz") or size <= split_bytes:
            parts.append((len(parts), path, None, None))
            continue
        for start in range(0, size, split_bytes):
            parts.append((len(parts), path, start, min(start + split_bytes, size)))
    return parts


def range_lines(path, start, end, sink):
    """Writes the lines that start in [start, end) to ``sink``, as bytes.

    A range owns each line whose first byte lies in it: it skips a line begun before
    ``start`` and reads past ``end`` to finish its last one, so ranges cut anywhere cover
    every line exactly once (lines end at LF; a CR before it stays with its line).
    """
    with open(path, "rb") as f:
        position = start
        chunk = b"\n"  # nothing read yet: no line to finish
        if start > 0:
            f.seek(start - 1)
            if f.read(1) != b"\n":
                skipped = f.readline()
                position += len(skipped)
        else:
            f.seek(0)
        while position < end:
            chunk = f.read(min(READ_BYTES, end - position))
            if not chunk:
                return
            position += len(chunk)
            sink.write(chunk)
        if not chunk.endswith(b"\n"):
            sink.write(f.readline())


def run_partition(part, cli, command, out_dir):
    """Streams one partition through the CLI; returns its summary (the CLI's last line)."""
    index, path, start, end = part
    argv = list(cli) + list(command) + ["--summary", "--jobs", "1"]
    whole = start is None
    if whole:
        argv += ["--input", path]
    process = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL if whole else subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    feeder_error = []
    if not whole:

        def feed():
            try:
                range_lines(path, start, end, process.stdin)
            except BrokenPipeError:
                pass
            except OSError as error:  # the CLI's own failure is reported below
                feeder_error.append(error)
            finally:
                try:
                    process.stdin.close()
                except BrokenPipeError:
                    pass

        feeder = threading.Thread(target=feed, daemon=True)
        feeder.start()
    stderr_chunks = []
    drain = threading.Thread(
        target=lambda: stderr_chunks.append(process.stderr.read()), daemon=True
    )
    drain.start()

    out = None
    if out_dir is not None:
        out = open(os.path.join(out_dir, "part-%05d.jsonl" % index), "wb")
    # Everything but the last line is a per-line result; hold one line back.
    last = b""
    pending = b""
    try:
        while True:
            chunk = process.stdout.read(READ_BYTES)
            if not chunk:
                break
            pending += chunk
            cut = pending.rfind(b"\n", 0, len(pending) - 1)
            if cut >= 0:
                if out is not None:
                    out.write(pending[: cut + 1])
                pending = pending[cut + 1 :]
        last = pending
    finally:
        if out is not None:
            out.close()
    code = process.wait()
    drain.join()
    if not whole:
        feeder.join()
    if code not in (0, 1) or feeder_error:
        reason = b"".join(stderr_chunks).decode("utf-8", "replace").strip()
        raise RuntimeError(
            "partition %d (%s%s) failed with status %s: %s"
            % (
                index,
                path,
                "" if whole else " bytes %d-%d" % (start, end),
                code,
                reason or feeder_error,
            )
        )
    return json.loads(last.decode("utf-8"))


def add(total, more):
    """Adds a summary into another: numbers add up, nested objects merge key by key."""
    for key, value in more.items():
        if isinstance(value, dict):
            add(total.setdefault(key, {}), value)
        else:
            total[key] = total.get(key, 0) + value
    return total


def ordered(value):
    """The CLI's order: counts largest first (then by name), objects of objects by name."""
    if not isinstance(value, dict):
        return value
    if all(not isinstance(v, dict) for v in value.values()):
        return dict(sorted(value.items(), key=lambda item: (-item[1], item[0])))
    return {key: ordered(value[key]) for key in sorted(value)}


def merge(summaries):
    total = {}
    for summary in summaries:
        add(total, summary)
    # Top-level keys keep the CLI's order; what is below them is sorted as the CLI sorts.
    return {key: ordered(value) for key, value in total.items()}


def start_client(args):
    from dask.distributed import Client, LocalCluster

    if args.scheduler:
        return Client(args.scheduler), None
    cluster = LocalCluster(
        n_workers=args.workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
    )
    return Client(cluster), cluster


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Check URL lists with uri-grammar on a Dask cluster."
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", help="a Dask scheduler address (tcp://host:8786)")
    where.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="LocalCluster worker processes when there is no scheduler (default: the cores)",
    )
    parser.add_argument(
        "--command",
        default="check",
        help="the uri-grammar command and its options (default: check), e.g. 'check --rule URI'",
    )
    parser.add_argument(
        "--cli",
        default=None,
        help="how to run uri-grammar (default: uri-grammar on PATH, else node dist/src/cli.js)",
    )
    parser.add_argument("--out", help="write per-line results to DIR/part-NNNNN.jsonl")
    parser.add_argument(
        "--split-bytes",
        type=int,
        default=DEFAULT_SPLIT_BYTES,
        help="cut text files into partitions of about this many bytes (default 64 MiB)",
    )
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)

    if args.workers < 1 or args.split_bytes < 1:
        parser.error("--workers and --split-bytes take whole numbers from 1")
    for path in args.files:
        if not os.path.isfile(path):
            parser.error("no such file: %s" % path)
    if args.out is not None:
        os.makedirs(args.out, exist_ok=True)
    cli = shlex.split(args.cli) if args.cli else default_cli()
    command = shlex.split(args.command)
    parts = partitions_of([os.path.abspath(p) for p in args.files], args.split_bytes)

    client, cluster = start_client(args)
    try:
        out_dir = os.path.abspath(args.out) if args.out is not None else None
        futures = client.map(
            run_partition, parts, cli=cli, command=command, out_dir=out_dir, pure=False
        )
        try:
            summaries = client.gather(futures)
        except RuntimeError as error:
            print("check_urls: %s" % error, file=sys.stderr)
            return 2
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    summary = merge(summaries)
    print(json.dumps(summary, separators=(",", ":")), flush=True)
    return 1 if summary.get("invalid", 0) > 0 else 0


if __name__ == "__main__":
    sys.exit(main())
