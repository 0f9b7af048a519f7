# Chapters 6 and 7: the command-line cases of dp compare and dp modes are
# in tests/cli/paper.cases, run by the one harness tests/cli.sh (make cli-check).
