import AnimationMath

/// `--shard auto` and `--shard auto/N`: the shard number read from the job scheduler's
/// environment, so one command line serves every task of a job array.
///
/// | scheduler | index variable | count |
/// | --- | --- | --- |
/// | Slurm job array | `SLURM_ARRAY_TASK_ID`, counted from `SLURM_ARRAY_TASK_MIN` in steps of `SLURM_ARRAY_TASK_STEP` | `SLURM_ARRAY_TASK_COUNT` (or `auto/N`) |
/// | Kubernetes Indexed Job | `JOB_COMPLETION_INDEX`, 0-based | `auto/N` (the Job's `completions`) |
/// | AWS Batch array job | `AWS_BATCH_JOB_ARRAY_INDEX`, 0-based | `AWS_BATCH_JOB_ARRAY_SIZE` (or `auto/N`) |
/// | GNU parallel | `PARALLEL_SEQ`, 1-based | `auto/N` (the number of jobs) |
///
/// Exactly one scheduler's index variable must be set: a GNU parallel run inside a Slurm task
/// sees both, and guessing which one splits the grid would silently compute some rows twice and
/// others never.
extension SweepShard {
  /// What `--shard` asked for.
  public enum Request: Hashable, Sendable {
    /// An explicit `K/N`.
    case fixed(SweepShard)
    /// `auto` (count nil: from the environment) or `auto/N`.
    case automatic(count: Int?)
  }

  /// The index variables `auto` understands, in the order messages list them.
  public static let environmentIndexVariables = [
    "SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX", "PARALLEL_SEQ",
  ]

  /// Parses `K/N`, `auto` or `auto/N`.
  ///
  /// - Throws: `InputError` for `field` when the text is none of these, or a count is out of
  ///   `1...maximumCount`.
  public static func request(parsing text: String, field: String) throws(InputError) -> Request {
    if text == "auto" { return .automatic(count: nil) }
    if text.hasPrefix("auto/") {
      let rest = text.dropFirst(5)
      guard let n = Int(rest), n >= 1, n <= maximumCount else {
        throw InputError(
          field: field, value: text,
          reason: "expected auto/N with a shard count N in 1...\(maximumCount)")
      }
      return .automatic(count: n)
    }
    return .fixed(try SweepShard(parsing: text, field: field))
  }

  /// Resolves `request` against `environment` (the process's environment variables).
  ///
  /// - Throws: `InputError` for `field` naming the variable that was expected, missing, not
  ///   an integer, out of range, or inconsistent with another variable or with `auto/N`.
  public static func resolve(
    _ request: Request, environment: [String: String], field: String
  ) throws(InputError) -> SweepShard {
    switch request {
    case .fixed(let shard): return shard
    case .automatic(let count):
      let value = count.map { "auto/\($0)" } ?? "auto"
      let set = environmentIndexVariables.filter { environment[$0] != nil }
      func fail(_ reason: String) -> InputError {
        InputError(field: field, value: value, reason: reason)
      }
      guard let variable = set.first else {
        throw fail(
          "no job scheduler's shard index is set (expected one of "
            + environmentIndexVariables.joined(separator: ", ") + ")")
      }
      guard set.count == 1 else {
        throw fail(
          "several schedulers' shard indices are set (\(set.joined(separator: ", "))); "
            + "give the shard explicitly as \(field) K/N")
      }
      let reader = EnvironmentReader(environment: environment, field: field, fail: fail)
      let (index, total): (Int, Int)
      switch variable {
      case "SLURM_ARRAY_TASK_ID":
        (index, total) = try reader.slurm(count: count)
      case "JOB_COMPLETION_INDEX":
        guard let count else {
          throw fail(
            "JOB_COMPLETION_INDEX is set but a Kubernetes Indexed Job does not tell the count; "
              + "give it as \(field) auto/N with N the Job's completions")
        }
        (index, total) = (try reader.integer(variable, in: 0...(count - 1)) + 1, count)
      case "AWS_BATCH_JOB_ARRAY_INDEX":
        let size = try reader.optionalInteger("AWS_BATCH_JOB_ARRAY_SIZE", in: 1...maximumCount)
        let n = try reader.agreeing(count, size, "AWS_BATCH_JOB_ARRAY_SIZE")
        (index, total) = (try reader.integer(variable, in: 0...(n - 1)) + 1, n)
      default:
        guard let count else {
          throw fail(
            "PARALLEL_SEQ is set but GNU parallel does not tell the number of jobs; give it as "
              + "\(field) auto/N")
        }
        (index, total) = (try reader.integer(variable, in: 1...count), count)
      }
      return SweepShard(index: index, count: total)
    }
  }
}

/// Reads integers from the environment, each failure naming the variable.
private struct EnvironmentReader {
  let environment: [String: String]
  /// The field being resolved, as the caller names it (the CLI's `--shard`).
  let field: String
  let fail: (String) -> InputError

  /// The integer in `variable`, which must be set and lie in `range`.
  func integer(_ variable: String, in range: ClosedRange<Int>) throws(InputError) -> Int {
    guard let text = environment[variable] else { throw fail("expected \(variable) to be set") }
    guard let v = Int(text.trimmingSpaces()) else {
      throw fail("\(variable)='\(text)' is not an integer")
    }
    guard range.contains(v) else {
      throw fail(
        "\(variable)=\(v) is outside \(range.lowerBound)...\(range.upperBound) for this count")
    }
    return v
  }

  /// The integer in `variable` if it is set.
  func optionalInteger(_ variable: String, in range: ClosedRange<Int>) throws(InputError) -> Int? {
    environment[variable] == nil ? nil : try integer(variable, in: range)
  }

  /// The shard count from `auto/N` and from a variable, which must agree when both are given.
  func agreeing(_ flag: Int?, _ variable: Int?, _ name: String) throws(InputError) -> Int {
    switch (flag, variable) {
    case (let n?, let v?) where n != v:
      throw fail("auto/\(n) disagrees with \(name)=\(v)")
    case (let n?, _), (nil, let n?): return n
    case (nil, nil):
      throw fail("expected \(name) to be set, or the count given as \(field) auto/N")
    }
  }

  /// Slurm: task ids MIN, MIN+STEP, … (COUNT of them) map to shards 1, 2, ….
  func slurm(count: Int?) throws(InputError) -> (Int, Int) {
    let n = try agreeing(
      count,
      try optionalInteger("SLURM_ARRAY_TASK_COUNT", in: 1...SweepShard.maximumCount),
      "SLURM_ARRAY_TASK_COUNT")
    let low = try integer("SLURM_ARRAY_TASK_MIN", in: 0...Int(Int32.max))
    let step = try optionalInteger("SLURM_ARRAY_TASK_STEP", in: 1...Int(Int32.max)) ?? 1
    let high = low + (n - 1) * step
    if let max = try optionalInteger("SLURM_ARRAY_TASK_MAX", in: 0...Int(Int32.max)), max != high {
      throw fail(
        "SLURM_ARRAY_TASK_MAX=\(max) does not match \(n) tasks from SLURM_ARRAY_TASK_MIN=\(low) "
          + "in steps of \(step) (\(high)); submit a contiguous array such as --array=1-\(n)")
    }
    let id = try integer("SLURM_ARRAY_TASK_ID", in: low...high)
    guard (id - low) % step == 0 else {
      throw fail(
        "SLURM_ARRAY_TASK_ID=\(id) is not SLURM_ARRAY_TASK_MIN=\(low) plus a multiple of "
          + "SLURM_ARRAY_TASK_STEP=\(step)")
    }
    return ((id - low) / step + 1, n)
  }
}
