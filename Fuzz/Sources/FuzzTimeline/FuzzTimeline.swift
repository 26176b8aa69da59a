import AnimationMath
import FuzzSupport
import TextFormats

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Timeline JSON: a timeline that parses evaluates every track without a trap.
  guard let timeline = try? Timeline(parsing: text) else { return 0 }
  _ = timeline.duration
  return 0
}

@_cdecl("FuzzTimeline_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
