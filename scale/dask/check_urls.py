#!/usr/bin/python3
"""Check URL lists on many machines: uri-grammar run by Dask distributed (issue 17).

    /usr/bin/python3 scale/dask/check_urls.py [--scheduler ADDRESS | --workers N] FILE...

Each FILE is read as partitions: a gzip file (``.gz``, the form crawl indexes come in) is one
partition, a text file is cut into byte ranges of ``--split-bytes`` at line ends. Each partition
is streamed through ``uri-grammar check --summary`` (``--command`` runs another command) in a
Dask task; the partial summaries are added up and printed as the last line of stdout, a JSON
object in the CLI's own ``--summary`` form: ``{"lines", "valid", "invalid", "invalidBy": {rule:
{reason: count}}}``. ``--out DIR`` also writes each partition's per-line results to
``DIR/part-NNNNN.jsonl``; concatenated in order they are the single-process CLI's output: a
first pass counts the lines of each byte range, so that each partition's answers carry the
``line`` (and, with several files, the ``file``) the single process gives them (the CLI's
``--first-line`` and ``--file-field``).

With no ``--scheduler`` a LocalCluster of ``--workers`` processes runs here. Given a scheduler
address, the same script runs on a cluster (dask-scheduler/dask-worker, dask-kubernetes,
dask-jobqueue); every worker then needs Node.js, the built CLI at the same path (or
``uri-grammar`` on its PATH) and the input files at the same paths (a shared file system).

Exit status, as the CLI's: 0 when every line is valid, 1 when any is not (for a command whose
summary has no ``invalid`` count, the highest of the partitions' 0 and 1), 2 on a usage error
or when any partition failed: the CLI could not start or exited with another status, its last
line was not a summary, or a Dask worker died. The first failure is named on stderr and no
summary is printed, so a broken run never passes for a count.

Dask is in Debian as python3-distributed, for /usr/bin/python3 (hence the shebang).
"""

import argparse
import glob
import json
import logging
import os
import shlex
import shutil
import signal
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


class LineCounter:
    """A sink that counts the LFs written to it."""

    def __init__(self):
        self.lines = 0

    def write(self, chunk):
        self.lines += chunk.count(b"\n")


def count_lines(part):
    """The LFs in a partition's lines (its byte range read as range_lines reads it)."""
    index, path, start, end = part
    counter = LineCounter()
    range_lines(path, start, end, counter)
    return counter.lines


def first_lines(parts, counts):
    """Each partition's first line number in its file: 1 plus the lines of the ranges before."""
    firsts = []
    previous_path = None
    line = 1
    for (index, path, start, end), count in zip(parts, counts):
        if path != previous_path:
            line = 1
            previous_path = path
        firsts.append(line)
        line += count
    return firsts


def describe(part):
    """A partition as a message names it: its number, file and byte range."""
    index, path, start, end = part
    where = "" if start is None else " bytes %d-%d" % (start, end)
    return "partition %d (%s%s)" % (index, path, where)


def run_partition(part, place, cli, command, out_dir):
    """(exit status, summary) of one partition through the CLI; a RuntimeError naming the
    partition when it fails in any way. ``place`` is the partition's first line number in its
    file and the ``file`` its answers name (None with one input file)."""
    try:
        return stream_partition(part, cli, command, out_dir, place)
    except RuntimeError:
        raise
    except Exception as error:  # an OSError starting the CLI, a write to --out failing, ...
        raise RuntimeError("%s failed: %s: %s" % (describe(part), type(error).__name__, error))


def kill_for_test(index):
    """Test hook: ``CHECK_URLS_TEST_KILL=INDEX:MARKER`` kills this worker process (SIGKILL) in the
    middle of partition INDEX, once (the MARKER file records that it has), so that a test can
    show that Dask's retry of the partition changes nothing in the result."""
    hook = os.environ.get("CHECK_URLS_TEST_KILL")
    if not hook:
        return
    wanted, marker = hook.split(":", 1)
    if int(wanted) != index:
        return
    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return
    os.kill(os.getpid(), signal.SIGKILL)


def stream_partition(part, cli, command, out_dir, place):
    index, path, start, end = part
    first_line, file_field = place
    argv = list(cli) + list(command) + ["--summary", "--jobs", "1"]
    argv += ["--first-line", str(first_line)]
    if file_field is not None:
        argv += ["--file-field", file_field]
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
            kill_for_test(index)
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
            "%s failed with status %s: %s"
            % (describe(part), code, reason or "; ".join(map(str, feeder_error)) or "no message")
        )
    try:
        summary = json.loads(last.decode("utf-8"))
    except ValueError:
        summary = None
    if not isinstance(summary, dict) or not isinstance(summary.get("lines"), int):
        raise RuntimeError(
            "%s: the last line of %s is not a --summary line: %r"
            % (describe(part), " ".join(argv), last[:200])
        )
    return code, summary


def add(total, more):
    """Adds a summary into another: numbers add up, nested objects merge key by key."""
    for key, value in more.items():
        if isinstance(value, dict):
            add(total.setdefault(key, {}), value)
        else:
            total[key] = total.get(key, 0) + value
    return total


def utf16(text):
    """Sorts as JavaScript compares strings: by UTF-16 code units, not code points."""
    return text.encode("utf-16-be", "surrogatepass")


def ordered(value):
    """The CLI's order: counts largest first (then by name), objects of objects by name."""
    if not isinstance(value, dict):
        return value
    if all(not isinstance(v, dict) for v in value.values()):
        return dict(sorted(value.items(), key=lambda item: (-item[1], utf16(item[0]))))
    return {key: ordered(value[key]) for key in sorted(value, key=utf16)}


def merge(summaries):
    total = {}
    for summary in summaries:
        add(total, summary)
    # Top-level keys keep the CLI's order; what is below them is sorted as the CLI sorts.
    return {key: ordered(value) for key, value in total.items()}


def local_cluster(workers):
    """A cluster of ``workers`` processes on this machine, one task at a time each."""
    from dask.distributed import LocalCluster

    return LocalCluster(
        n_workers=workers,
        threads_per_worker=1,
        processes=True,
        dashboard_address=None,
        # A failed partition is reported once, by main(), not as a worker's log of its task.
        silence_logs=logging.ERROR,
    )


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
        # Parts left by an earlier run would be read as this run's results.
        if glob.glob(os.path.join(glob.escape(args.out), "part-*.jsonl")):
            parser.error(
                "--out %s already holds part-*.jsonl files; give an empty directory" % args.out
            )
    cli = shlex.split(args.cli) if args.cli else default_cli()
    command = shlex.split(args.command)
    parts = partitions_of([os.path.abspath(p) for p in args.files], args.split_bytes)
    # Answers name a file as it was given, and only when several are (as the CLI does).
    given = {os.path.abspath(p): p for p in args.files}
    several = len(args.files) > 1

    try:
        from dask.distributed import Client
    except ImportError as error:
        print(
            "check_urls: Dask is missing (%s): apt-get install python3-distributed" % error,
            file=sys.stderr,
        )
        return 2

    cluster = None
    client = None
    try:
        cluster = None if args.scheduler else local_cluster(args.workers)
        client = Client(args.scheduler or cluster)
        out_dir = os.path.abspath(args.out) if args.out is not None else None
        ranges = [part for part in parts if part[2] is not None]
        counted = client.gather(client.map(count_lines, ranges, pure=False)) if ranges else []
        counts = dict(zip((part[0] for part in ranges), counted))
        firsts = first_lines(parts, [counts.get(part[0], 0) for part in parts])
        places = [
            (first, given[part[1]] if several else None) for part, first in zip(parts, firsts)
        ]
        futures = client.map(
            run_partition,
            parts,
            places,
            cli=cli,
            command=command,
            out_dir=out_dir,
            pure=False,
        )
        results = client.gather(futures)
    except Exception as error:  # a partition's RuntimeError, a dead worker, no scheduler, ...
        print("check_urls: %s" % error, file=sys.stderr)
        return 2
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()

    summary = merge(summary for _, summary in results)
    print(json.dumps(summary, separators=(",", ":")), flush=True)
    if isinstance(summary.get("invalid"), int):
        return 1 if summary["invalid"] > 0 else 0
    return max(code for code, _ in results)


if __name__ == "__main__":
    sys.exit(main())
