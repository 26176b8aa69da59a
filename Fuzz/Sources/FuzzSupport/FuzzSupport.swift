import AnimationMath

/// What every libFuzzer target shares: the driver that runs a target's callback, and the input
/// as text. Each target defines `LLVMFuzzerTestOneInput` and its `<Target>_main`, the entry
/// SwiftPM links an executable with, which hands over to libFuzzer's driver.

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and `callback` as the target.
public func fuzzMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var vector = argv
  return runDriver(&count, &vector, callback)
}

/// The input's bytes as text (invalid UTF-8 repaired, as the tool reads files).
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
  guard let data, size > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// Stops the run with `message` when an invariant does not hold: libFuzzer keeps the input.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
