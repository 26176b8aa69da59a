#!/bin/sh
# Runs `spring-tune scale-out slurm`'s pipeline on a real one-node Slurm cluster started here,
# and checks it:
#   1. the pipeline's sweep.csv is one machine's report for the same flags, byte for byte;
#   2. with one shard task killed, the pipeline stops (what waits on it is cancelled), a rerun of
#      pipeline.sh submits only that shard, and the result is again byte-identical;
# and prints each job's peak memory beside the --mem its script asked for, and the wall times.
#
#   scripts/slurm-local.sh [path/to/spring-tune]   (default: .build/debug/spring-tune)
#
# Installs slurm-wlm and munge with apt-get where they are missing (as root); starts munged,
# slurmctld and slurmd with a configuration of its own in a temporary directory (its own ports,
# socket and state: nothing in /etc is changed) and stops the daemons it started on exit.
# Exit codes: 0 pass, 1 a check failed, 77 Slurm cannot be installed or started here (skipped).
set -eu
tool=$(cd "$(dirname "${1:-.build/debug/spring-tune}")" && pwd)/$(basename "${1:-.build/debug/spring-tune}")
[ -x "$tool" ] || { echo "slurm-local: no spring-tune at $tool" >&2; exit 1; }
skip() { echo "slurm-local: SKIPPED — $*" >&2; exit 77; }

if ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || skip "slurm-wlm and munge are not installed (need root and apt-get)"
  echo "slurm-local: installing slurm-wlm and munge" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slurm-wlm munge >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends slurm-wlm munge >/dev/null 2>&1; } ||
    skip "apt-get could not install slurm-wlm and munge"
fi
[ "$(id -u)" = 0 ] || skip "the daemons run as root here (SlurmUser=root); run as root"

work=$(mktemp -d /tmp/slurm-local.XXXXXX)
pids=''
cleanup() {
  for p in $pids; do kill "$p" 2>/dev/null || true; done
  sleep 1
  for p in $pids; do kill -9 "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# munge: its own key, socket and files.
mkdir -p "$work/munge" "$work/state" "$work/spool" "$work/log"
chmod 700 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 600 "$work/munge/munge.key"
munged --force --socket="$work/munge/munge.socket" --key-file="$work/munge/munge.key" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/log/munged.log" \
  --seed-file="$work/munge/munged.seed" || skip "munged did not start"
pids="$pids $(cat "$work/munge/munged.pid")"

# One node: this machine, its CPUs and 90 % of its memory; ports of our own.
host=$(hostname -s)
cpus=$(nproc)
mem=$(awk '/MemTotal/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)
port=$((17000 + $$ % 2000))
export SLURM_CONF="$work/slurm.conf"
cat >"$SLURM_CONF" <<EOF
ClusterName=springtune
SlurmctldHost=$host
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.socket
CryptoType=crypto/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -f "$SLURM_CONF" || skip "slurmctld did not start (see $work/log/slurmctld.log)"
sleep 1
[ -f "$work/slurmctld.pid" ] && pids="$pids $(cat "$work/slurmctld.pid")"
slurmd -f "$SLURM_CONF" || skip "slurmd did not start"
sleep 1
[ -f "$work/slurmd.pid" ] && pids="$pids $(cat "$work/slurmd.pid")"
ready=0
for _ in $(seq 1 30); do
  if sinfo -h -o '%t' 2>/dev/null | grep -q 'idle\|mix\|alloc'; then ready=1; break; fi
  sleep 1
done
[ "$ready" = 1 ] || { cat "$work/log/slurmctld.log" "$work/log/slurmd.log" >&2 || true; skip "the node did not come up"; }
echo "slurm-local: one-node cluster up ($host, $cpus CPUs, $mem MiB)" >&2

# The tool the jobs run: spring-tune, its peak memory (KiB) on stderr, into the job's log. A
# marker file makes shard 2 kill itself once: the "killed task" of the second run.
wrapper="$work/spring-tune-measured"
cat >"$wrapper" <<EOF
#!/bin/sh
if [ "\${SLURM_ARRAY_TASK_ID:-}" = 2 ] && [ -f "$work/kill-shard-2" ] && [ "\${SLURM_JOB_NAME:-}" = spring-tune-sweep ]; then
  rm -f "$work/kill-shard-2"
  echo "killed (the test's fault)" >&2
  kill -KILL \$\$
fi
exec python3 -c 'import resource, subprocess, sys
r = subprocess.run(sys.argv[1:])
print("peak_rss_kib", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
sys.exit(r.returncode)' "$tool" "\$@"
EOF
chmod +x "$wrapper"

flags="--damping 0.6...1.0:0.1 --progress-threshold 0.2...0.6:0.1 --swipes 3000 --seed 7"
wait_idle() {
  for _ in $(seq 1 600); do
    [ -z "$(squeue -h -o %i 2>/dev/null)" ] && return 0
    sleep 1
  done
  echo "slurm-local: jobs still queued after 10 min" >&2
  squeue >&2 || true
  return 1
}
now() { date +%s.%N; }
fail=0

cd "$work"
start=$(now)
# shellcheck disable=SC2086
"$tool" sweep $flags --threads 1 -q -o "$work/one.csv"
one=$(awk "BEGIN { printf \"%.1f\", $(now) - $start }")

# 1. The whole pipeline.
# shellcheck disable=SC2086
"$tool" scale-out slurm $flags --tasks 3 --dir "$work/p1" --tool "$wrapper" -q
start=$(now)
sh "$work/p1/pipeline.sh"
wait_idle
piped=$(awk "BEGIN { printf \"%.1f\", $(now) - $start }")
if cmp -s "$work/one.csv" "$work/p1/sweep.csv"; then
  echo "slurm-local: pipeline sweep.csv is one machine's report, byte for byte" >&2
else
  echo "slurm-local: FAIL — the pipeline's sweep.csv differs from one machine's" >&2
  ls -l "$work/p1" >&2
  cat "$work/p1/logs/"*.out >&2 || true
  fail=1
fi
for log in "$work/p1/logs/"*.out; do
  job=$(basename "$log" .out)
  script=$(echo "$job" | sed 's/^spring-tune-//; s/-[0-9]*$//')
  asked=$(sed -n 's/^#SBATCH --mem=//p' "$work/p1/$script.sbatch")
  peak=$(sed -n 's/^peak_rss_kib //p' "$log" | tail -1)
  echo "slurm-local: $job: peak ${peak:-?} KiB, --mem=$asked" >&2
done
sed -n 's/^# Estimate per task: /slurm-local: the estimate behind --mem: /p' "$work/p1/sweep.sbatch" >&2
echo "slurm-local: wall time: pipeline ${piped} s on the one-node cluster, one machine ${one} s" >&2

# 2. A killed task, then the rerun.
# shellcheck disable=SC2086
"$tool" scale-out slurm $flags --tasks 3 --dir "$work/p2" --tool "$wrapper" -q
touch "$work/kill-shard-2"
sh "$work/p2/pipeline.sh"
wait_idle
if [ -f "$work/p2/sweep.csv" ] || [ -f "$work/p2/shards/sweep-2.csv" ]; then
  echo "slurm-local: FAIL — the killed shard left a file or the pipeline went on" >&2
  fail=1
fi
kept=$(ls "$work/p2/shards")
echo "slurm-local: after the kill, shards kept: $(echo $kept)" >&2
rerun=$(sh "$work/p2/pipeline.sh")
echo "$rerun" | sed 's/^/slurm-local: rerun: /' >&2
echo "$rerun" | grep -q '^sweep shards 2:' || { echo "slurm-local: FAIL — the rerun did not submit shard 2 alone" >&2; fail=1; }
wait_idle
if cmp -s "$work/one.csv" "$work/p2/sweep.csv"; then
  echo "slurm-local: the rerun's sweep.csv is one machine's report, byte for byte" >&2
else
  echo "slurm-local: FAIL — the rerun's sweep.csv differs from one machine's" >&2
  cat "$work/p2/logs/"*.out >&2 || true
  fail=1
fi
[ "$fail" = 0 ] && echo "slurm-local: pass" >&2
exit "$fail"
