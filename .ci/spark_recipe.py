"""The Spark recipe of RunningAtScale.md, checked in Spark local mode (called by .ci/spark).

Usage: spark_recipe.py /path/to/omnibox
Writes a small input file (shared links, some of them refused), runs
  1. rdd.pipe(OMNIBOX unwrap --json --clean) on lines that are all answered (exit status 0
     checked), and
  2. the same with --quiet on a DataFrame's lines with refusals (exit status 1, which PySpark's
     pipe does not check by default), read back into a DataFrame with spark.read.json,
and checks one output line per input, in input order, with the answers the tool gives locally.
Prints "N passed, 0 failed" at the end.
"""
import json
import os
import subprocess
import sys
import tempfile

from pyspark.sql import SparkSession

omnibox = os.path.abspath(sys.argv[1])
answered = [
    "googlechromes://example.com/a?b=1",
    "https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dfb&h=AT0",
    "look at this https://example.org/page?utm_medium=social&id=7 !",
    "https://www.google.com/url?q=https://example.net/x&sa=D",
] * 25
with_refusals = [line for pair in zip(answered, ["javascript:alert(1)", "no link here"] * 50) for line in pair]

work = tempfile.mkdtemp(prefix="omnibox-spark-")
def write(name, lines):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))
    return path

def local_answers(lines):
    """What the tool prints for these lines outside Spark."""
    out = subprocess.run([omnibox, "unwrap", "--json", "--clean", "--quiet"], input="".join(l + "\n" for l in lines),
                         capture_output=True, text=True).stdout
    return out.splitlines()

passed, failed = 0, 0
def check(name, condition, detail=""):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print("FAILED: %s %s" % (name, detail), file=sys.stderr)

# Quiet for CI (.ci/spark keeps this output in a log): no console progress bar (it redraws a
# line in place), warnings and errors only from the start, and no web UI (nothing listens).
spark = (SparkSession.builder.master("local[2]").appName("omnibox-recipe")
         .config("spark.ui.showConsoleProgress", "false")
         .config("spark.log.level", "WARN")
         .config("spark.ui.enabled", "false")
         .getOrCreate())
sc = spark.sparkContext

# 1. RDD: the recipe as written, on input the tool answers in full.
lines = sc.textFile(write("answered.txt", answered), minPartitions=3)
out = lines.pipe("%s unwrap --json --clean" % omnibox, checkCode=True)  # exit status 0 checked
pairs = lines.zip(out).collect()  # zip needs the same count in every partition
check("rdd: one output line per input", len(pairs) == len(answered), "%d for %d" % (len(pairs), len(answered)))
check("rdd: inputs in order", [json.loads(o)["input"] for _, o in pairs] == answered)
check("rdd: same answers as the tool alone", [o for _, o in pairs] == local_answers(answered))
check("rdd: cleaned target", json.loads(pairs[1][1])["clean"] == "https://example.com/")

# 2. DataFrame: refused inputs too. The tool then exits 1, which PySpark's pipe ignores by
# default (checkCode=False); the JSON carries each refusal's reason.
df = spark.read.text(write("mixed.txt", with_refusals))
results = spark.read.json(df.rdd.map(lambda row: row.value).pipe("%s unwrap --json --clean --quiet" % omnibox))
rows = results.select("input", "clean", "reason").collect()
check("dataframe: one row per input", len(rows) == len(with_refusals), "%d for %d" % (len(rows), len(with_refusals)))
check("dataframe: inputs in order", [r["input"] for r in rows] == with_refusals)
refused = [r for r in rows if r["clean"] is None]
check("dataframe: refusals carry a reason", len(refused) == 100 and all(r["reason"] for r in refused), str(len(refused)))
expected = [json.loads(line) for line in local_answers(with_refusals)]
check("dataframe: same answers as the tool alone", [r["clean"] for r in rows] == [e["clean"] for e in expected])

spark.stop()
print("spark recipe: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
