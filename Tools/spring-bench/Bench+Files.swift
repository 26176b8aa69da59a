import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning
import TextFormats

extension SpringBenchMain {
  /// Report-file kernels, one op per report row, over the same bytes: two grid shards of a
  /// sweep of 49 damping ratios × the default 399 threshold settings (19 551 rows of about
  /// 1.1 KB, 300 swipes; written once, untimed, to a temporary directory).
  ///
  /// - `files.merge`: `merge` of the two shard files (every row checked), output discarded.
  /// - `files.report-read`: what `report` does per row: the two streaming passes of
  ///   ``SweepTableDigest`` over the merged report.
  /// - `files.python-csv`: Python's `csv` module reading the merged report (`python3`, run
  ///   three times over in one process, so that its start-up weighs under 2 %), the yardstick
  ///   of Docs/ScaleOut.md; skipped (0 ns) without `python3` on the PATH.
  static var fileKernels: [BenchmarkKernel] {
    [
      BenchmarkKernel(name: "files.merge", operations: 19_551, unit: "row") { ops in
        let files = reportFiles(rows: ops)
        return {
          var bytes = 0
          let summary = try? SweepMerge.merge(files.shards.map { .file(path: $0) }) {
            bytes += $0.utf8.count
          }
          return Double(bytes + (summary?.rows ?? 0))
        }
      },
      BenchmarkKernel(name: "files.report-read", operations: 19_551, unit: "row") { ops in
        let files = reportFiles(rows: ops)
        return {
          var digest = SweepTableDigest(topCount: 1000)
          func each(_ body: (CSVRecords.Record) throws -> Void) {
            guard let records = try? CSVRecordStream(path: files.merged) else { return }
            while let r = try? records.next() {
              try? body(CSVRecords.Record(line: r.line, fields: r.fields))
            }
          }
          each { try digest.read($0) }
          try? digest.endFirstPass()
          each { try digest.reread($0) }
          return Double(digest.rowCount)
        }
      },
      BenchmarkKernel(name: "files.python-csv", operations: 19_551 * 3, unit: "row") { ops in
        let files = reportFiles(rows: ops / 3)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let python = path.split(separator: ":").map { "\($0)/python3" }.first {
          FileManager.default.isExecutableFile(atPath: $0)
        }
        return {
          guard let python else { return 0 }
          let process = Process()
          process.executableURL = URL(fileURLWithPath: python)
          process.arguments = [
            "-c",
            "import csv,sys\nn=0\nfor _ in range(3):\n  with open(sys.argv[1], newline='') as f:\n"
              + "    for row in csv.reader(f): n += len(row)\nprint(n)",
            files.merged,
          ]
          process.standardOutput = FileHandle.nullDevice
          guard (try? process.run()) != nil else { return 0 }
          process.waitUntilExit()
          return Double(process.terminationStatus)
        }
      },
    ]
  }

  /// The shard files and the merged report of a sweep with about `rows` rows (49 damping
  /// ratios × 399 at the default), written once per process.
  static func reportFiles(rows: Int) -> (shards: [String], merged: String) {
    let dampings = Swift.max(1, Swift.min(400, Int((Double(rows) / 399).rounded())))
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spring-bench-files-\(getpid())-\(dampings)"
    ).path
    let shards = [1, 2].map { "\(dir)/shard-\($0).csv" }
    let merged = "\(dir)/merged.csv"
    if FileManager.default.fileExists(atPath: merged) { return (shards, merged) }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var request = SweepRequest(
      policies: SweepRequest.defaultPolicies, estimators: SweepRequest.defaultEstimators,
      dampingRatios: (0..<dampings).map { 0.3 + 0.025 * Double($0) },
      responses: [0.3],
      progressThresholds: (1...19).map { 0.05 * Double($0) },
      velocityThresholds: (0...20).map { 50 * Double($0) },
      projectionRates: [0.998],
      population: .synthetic(count: 300, seed: 1))
    var texts: [String] = []
    for k in 1...2 {
      request.gridShard = SweepShard(index: k, count: 2)
      let threads = ProcessInfo.processInfo.activeProcessorCount
      guard let answer = try? Sweep.run(request, threads: threads) else { break }
      texts.append(answer.csv)
      try? answer.csv.write(toFile: shards[k - 1], atomically: true, encoding: .utf8)
    }
    let text = (try? SweepMerge.merge(zip(shards, texts).map { ($0, $1) }).csv) ?? ""
    try? text.write(toFile: merged, atomically: true, encoding: .utf8)
    return (shards, merged)
  }
}
