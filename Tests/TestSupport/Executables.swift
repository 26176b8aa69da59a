import Foundation

/// The first executable called one of `names` on PATH (or at `override` when given), if any.
public func executableOnPath(_ names: [String], override: String? = nil) -> String? {
  if let override {
    return FileManager.default.isExecutableFile(atPath: override) ? override : nil
  }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
      return "\(directory)/\(name)"
    }
  }
  return nil
}

/// Runs `executable` with `arguments` (and `environment` over the test's own, when given);
/// returns its exit status and its standard output and error together.
public func runProcess(
  _ executable: String, _ arguments: [String], environment: [String: String] = [:]
) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}
