"""The one way the tools run the grader (program volume, "Grading a class"):
tools/grade-all, for a class, and tools/grade-mutants, for the book's
tables and the grader's own tests, both start it through run_grader."""
import os, signal, subprocess


def _kill(pid, sig):
    try:
        os.killpg(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def run_grader(cmd, timeout, **kw):
    """Run the argument vector CMD (never through a shell) with no standard
    input, in a process group of its own, and capture what it writes.  If
    it runs longer than TIMEOUT seconds, the whole group gets SIGTERM (the
    grader then stops its sandboxes and removes its folders), and SIGKILL
    if it is still there 10 s later.  Returns (status, stdout, stderr,
    timed_out): timed_out is 0, 1 (stopped by SIGTERM) or 2 (it needed the
    SIGKILL, and may have left its staging folder); other keywords go to
    subprocess.Popen (cwd, env, pass_fds)."""
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         start_new_session=True, **kw)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err, 0
    except subprocess.TimeoutExpired:
        _kill(p.pid, signal.SIGTERM)
        try:
            out, err = p.communicate(timeout=10)
            return p.returncode, out, err, 1
        except subprocess.TimeoutExpired:
            _kill(p.pid, signal.SIGKILL)
            out, err = p.communicate()
            return p.returncode, out, err, 2


def full_marks(grader):
    """The grader's full marks: the sum of the points of its table of tests
    (`grade --tests`, one line per test: points, a tab, the name), so that
    the tools' checks follow the table when a test is added."""
    out = subprocess.run([grader, "--tests"], stdin=subprocess.DEVNULL, capture_output=True,
                         text=True, check=True).stdout
    return sum(float(line.split("\t")[0]) for line in out.splitlines() if line.strip())
