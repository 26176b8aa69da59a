import Foundation
import Testing

@testable import Recorder
@testable import spring_tune

/// The AnimationMath WebAssembly module (`scripts/build-wasm.sh`, Docs/WebAssembly.md): its
/// provenance and its agreement with the native build.
@Suite("The AnimationMath WebAssembly module")
struct WasmModuleTests {
  /// The generated file records the SHA-256 of the sources it was built from; a change to any
  /// AnimationMath source, the wasm surface or the build script without a rebuild fails here.
  /// (`.ci/run` goes further: `scripts/build-wasm.sh --check` rebuilds and compares the bytes.)
  @Test func theModuleWasBuiltFromTheseSources() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      BrowserCheck.repository.appendingPathComponent("scripts/build-wasm.sh").path, "--digest",
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let digest = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(
      digest.trimmingCharacters(in: .whitespacesAndNewlines) == AnimationMathWasm.sourceDigest,
      "Sources/Recorder/AnimationMathWasm.swift is stale: run scripts/build-wasm.sh")
  }

  /// The base64 decodes to the recorded size and starts with the wasm magic and version 1.
  @Test func theBytesAreAWasmModule() throws {
    let text = AnimationMathWasm.base64Lines.split(separator: "\n").joined()
    let bytes = try #require(Data(base64Encoded: String(text)))
    #expect(bytes.count == AnimationMathWasm.byteCount)
    #expect(Array(bytes.prefix(8)) == [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00])
  }

  /// Every export against `spring-tune spring` / `ease` on the fixed cases, in WasmKit and in
  /// headless Chromium, to 1e-12 relative (see the script's docstring for the cases).
  @Test(
    "The module agrees with the native build in WasmKit and Chromium",
    .enabled(if: BrowserCheck.tools != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(3)))
  func agreesWithNative() throws {
    let (status, text) = try BrowserCheck.run("check-wasm.py")
    #expect(status == 0, "check-wasm.py failed:\n\(text)")
    #expect(text.contains("wasm module agrees with the native build"), "\(text)")
    #expect(text.contains("wasmkit:") && text.contains("chromium:"), "\(text)")
  }
}
