import AnimationMath
import FuzzSupport
import SwipeTuning
import TextFormats

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // The number and list syntax the flags share (SweepValues) and plain CSV records.
  _ = try? SweepValues.parse(text, parameter: .dampingRatio, field: "damping")
  _ = try? SweepValues.parse(text, parameter: .velocityThreshold, field: "velocity-threshold")
  _ = try? CSVRecords(parsing: text)
  return 0
}

@_cdecl("FuzzNumbers_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
