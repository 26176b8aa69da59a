import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("SweepShard from the scheduler's environment")
struct SweepShardEnvironmentTests {
  func shard(_ text: String, _ environment: [String: String]) -> String {
    do {
      let request = try SweepShard.request(parsing: text, field: "--shard")
      return try SweepShard.resolve(request, environment: environment, field: "--shard").text
    } catch { return error.description }
  }

  @Test func parsesTheThreeForms() throws {
    #expect(try SweepShard.request(parsing: "auto", field: "f") == .automatic(count: nil))
    #expect(try SweepShard.request(parsing: "auto/7", field: "f") == .automatic(count: 7))
    #expect(
      try SweepShard.request(parsing: "2/7", field: "f") == .fixed(SweepShard(index: 2, count: 7)))
    for bad in ["auto/", "auto/0", "auto/x", "auto/1000001", "automatic", "auto/-3"] {
      #expect(shard(bad, [:]).hasPrefix("invalid value '\(bad)' for '--shard'"), "\(bad)")
    }
    // An explicit K/N ignores the environment.
    #expect(shard("2/7", ["SLURM_ARRAY_TASK_ID": "5"]) == "2/7")
  }

  /// `sbatch --array=1-7` sets ID 1…7, MIN 1, MAX 7, COUNT 7, STEP 1; `--array=0-6` starts at 0.
  @Test func slurmArraysCountFromTheirMinimum() {
    func slurm(_ id: Int, min: Int, max: Int, count: Int, step: Int = 1) -> [String: String] {
      [
        "SLURM_ARRAY_TASK_ID": "\(id)", "SLURM_ARRAY_TASK_MIN": "\(min)",
        "SLURM_ARRAY_TASK_MAX": "\(max)", "SLURM_ARRAY_TASK_COUNT": "\(count)",
        "SLURM_ARRAY_TASK_STEP": "\(step)", "SLURM_ARRAY_JOB_ID": "991",
      ]
    }
    #expect(
      (1...7).map { shard("auto", slurm($0, min: 1, max: 7, count: 7)) }
        == (1...7).map { "\($0)/7" })
    #expect(
      (0...6).map { shard("auto", slurm($0, min: 0, max: 6, count: 7)) }
        == (1...7).map { "\($0)/7" })
    #expect(shard("auto/7", slurm(3, min: 1, max: 7, count: 7)) == "3/7")
    #expect(shard("auto", slurm(5, min: 1, max: 9, count: 5, step: 2)) == "3/5")
    #expect(
      shard("auto/8", slurm(3, min: 1, max: 7, count: 7))
        == "invalid value 'auto/8' for '--shard': auto/8 disagrees with SLURM_ARRAY_TASK_COUNT=7")
    // `--array=1,3,8`: not an evenly spaced range, so the tasks cannot be numbered safely.
    #expect(
      shard("auto", slurm(3, min: 1, max: 8, count: 3))
        == "invalid value 'auto' for '--shard': SLURM_ARRAY_TASK_MAX=8 does not match 3 tasks "
        + "from SLURM_ARRAY_TASK_MIN=1 in steps of 1 (3); submit a contiguous array such as "
        + "--array=1-3")
    var noMin = slurm(3, min: 1, max: 7, count: 7)
    noMin["SLURM_ARRAY_TASK_MIN"] = nil
    #expect(
      shard("auto", noMin)
        == "invalid value 'auto' for '--shard': expected SLURM_ARRAY_TASK_MIN to be set")
    #expect(
      shard("auto", ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1"])
        == "invalid value 'auto' for '--shard': expected SLURM_ARRAY_TASK_COUNT to be set, or the "
        + "count given as --shard auto/N")
    #expect(
      shard("auto/4", ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1"]) == "2/4")
    #expect(
      shard("auto", slurm(9, min: 1, max: 7, count: 7))
        == "invalid value 'auto' for '--shard': SLURM_ARRAY_TASK_ID=9 is outside 1...7 for this "
        + "count")
    #expect(
      shard("auto", slurm(4, min: 1, max: 9, count: 5, step: 2))
        == "invalid value 'auto' for '--shard': SLURM_ARRAY_TASK_ID=4 is not "
        + "SLURM_ARRAY_TASK_MIN=1 plus a multiple of SLURM_ARRAY_TASK_STEP=2")
  }

  @Test func kubernetesIndexedJobsNeedTheCount() {
    #expect(
      (0...6).map { shard("auto/7", ["JOB_COMPLETION_INDEX": "\($0)"]) }
        == (1...7).map { "\($0)/7" })
    #expect(
      shard("auto", ["JOB_COMPLETION_INDEX": "0"])
        == "invalid value 'auto' for '--shard': JOB_COMPLETION_INDEX is set but a Kubernetes "
        + "Indexed Job does not tell the count; give it as --shard auto/N with N the Job's "
        + "completions")
    #expect(
      shard("auto/7", ["JOB_COMPLETION_INDEX": "7"])
        == "invalid value 'auto/7' for '--shard': JOB_COMPLETION_INDEX=7 is outside 0...6 for "
        + "this count")
    #expect(
      shard("auto/7", ["JOB_COMPLETION_INDEX": "two"])
        == "invalid value 'auto/7' for '--shard': JOB_COMPLETION_INDEX='two' is not an integer")
  }

  @Test func awsBatchArraysReadTheirSize() {
    #expect(
      (0...6).map {
        shard("auto", ["AWS_BATCH_JOB_ARRAY_INDEX": "\($0)", "AWS_BATCH_JOB_ARRAY_SIZE": "7"])
      } == (1...7).map { "\($0)/7" })
    #expect(shard("auto/7", ["AWS_BATCH_JOB_ARRAY_INDEX": "6"]) == "7/7")
    #expect(
      shard("auto", ["AWS_BATCH_JOB_ARRAY_INDEX": "0"])
        == "invalid value 'auto' for '--shard': expected AWS_BATCH_JOB_ARRAY_SIZE to be set, or "
        + "the count given as --shard auto/N")
    #expect(
      shard("auto/6", ["AWS_BATCH_JOB_ARRAY_INDEX": "0", "AWS_BATCH_JOB_ARRAY_SIZE": "7"])
        == "invalid value 'auto/6' for '--shard': auto/6 disagrees with AWS_BATCH_JOB_ARRAY_SIZE=7")
  }

  @Test func gnuParallelCountsFromOne() {
    #expect((1...7).map { shard("auto/7", ["PARALLEL_SEQ": "\($0)"]) } == (1...7).map { "\($0)/7" })
    #expect(
      shard("auto/7", ["PARALLEL_SEQ": "0"])
        == "invalid value 'auto/7' for '--shard': PARALLEL_SEQ=0 is outside 1...7 for this count")
    #expect(
      shard("auto", ["PARALLEL_SEQ": "1"])
        == "invalid value 'auto' for '--shard': PARALLEL_SEQ is set but GNU parallel does not "
        + "tell the number of jobs; give it as --shard auto/N")
  }

  @Test func noneOrSeveralSchedulersIsAnError() {
    #expect(
      shard("auto", ["HOME": "/root"])
        == "invalid value 'auto' for '--shard': no job scheduler's shard index is set (expected "
        + "one of SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, "
        + "PARALLEL_SEQ)")
    #expect(
      shard("auto/4", ["PARALLEL_SEQ": "1", "SLURM_ARRAY_TASK_ID": "1"])
        == "invalid value 'auto/4' for '--shard': several schedulers' shard indices are set "
        + "(SLURM_ARRAY_TASK_ID, PARALLEL_SEQ); give the shard explicitly as --shard K/N")
  }

  @Test func outputNamesSortInShardOrder() {
    #expect(SweepShard(index: 3, count: 7).outputName("sweep-{shard}.csv") == "sweep-3.csv")
    #expect(SweepShard(index: 3, count: 12).outputName("s-{shard}.csv") == "s-03.csv")
    #expect(SweepShard(index: 12, count: 12).outputName("{shard}/{shard}.csv") == "12/12.csv")
    #expect(SweepShard(index: 1, count: 1000).outputName("x{shard}") == "x0001")
    #expect(SweepShard(index: 1, count: 2).outputName("plain.csv") == "plain.csv")
    let names = (1...120).map { SweepShard(index: $0, count: 120).outputName("s{shard}.csv") }
    #expect(names.sorted() == names)
  }
}
