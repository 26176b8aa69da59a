import Foundation
import SwipeTuning

extension SweepCommand {
  /// Runs estimated to take longer than this many seconds print their estimate on stderr.
  static let noticeSeconds = 10.0

  /// Refuses (64) a sweep whose estimated memory exceeds what the process may use, and prints
  /// the estimate on stderr for a long run unless `quiet`; called before anything is generated
  /// (for recorded traces, once they are read and before anything is built for them).
  /// `fewerSwipes` is the advice for the population's size.
  static func checkResources(
    _ estimate: SweepEstimate, threads: Int, quiet: Bool, io: CommandIO,
    memoryLimit: Double = SweepCommand.memoryLimit(), fewerSwipes: String = "fewer '--swipes'"
  ) throws(CLIError) {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let seconds = estimate.seconds(threads: threads, cores: cores)
    let size =
      "\(estimate.swipes) swipes × \(estimate.estimators) "
      + "estimator\(estimate.estimators == 1 ? "" : "s"), \(estimate.rows) grid "
      + "row\(estimate.rows == 1 ? "" : "s")"
    guard estimate.bytes <= memoryLimit else {
      let fit = estimate.maximumSwipes(fitting: memoryLimit)
      var advice = "Use " + fewerSwipes
      advice += fit > 0 ? " (at most about \(fit) with this grid)" : ""
      advice += ", fewer '--estimator' values, or fewer grid values"
      advice += estimate.families > 1 ? " (or split the grid with '--shard K/N')." : "."
      throw .usage(
        "The sweep needs about \(SweepEstimate.text(bytes: estimate.bytes)) of memory (\(size)), "
          + "more than the \(SweepEstimate.text(bytes: memoryLimit)) this process can use. "
          + advice)
    }
    if seconds > noticeSeconds && !quiet {
      io.err(
        "Estimate: about \(SweepEstimate.text(seconds: seconds)) on \(min(threads, cores)) "
          + "thread\(min(threads, cores) == 1 ? "" : "s") and "
          + "\(SweepEstimate.text(bytes: estimate.bytes)) of memory (\(size)).\n")
    }
  }

  /// The memory this process may use, bytes: the physical memory, lowered by a cgroup limit
  /// (`/sys/fs/cgroup/memory.max`, as in a container) or an address-space limit (`ulimit -v`).
  static func memoryLimit() -> Double {
    var limit = Double(ProcessInfo.processInfo.physicalMemory)
    if let text = try? String(contentsOfFile: "/sys/fs/cgroup/memory.max", encoding: .utf8),
      let cgroup = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), cgroup > 0
    {
      limit = min(limit, cgroup)
    }
    var address = rlimit()
    #if canImport(Glibc)
    let resource = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    let resource = RLIMIT_AS
    #endif
    if getrlimit(resource, &address) == 0 && address.rlim_cur < rlim_t(Int64.max) {
      limit = min(limit, Double(address.rlim_cur))
    }
    return limit
  }
}
