import AnimationMath
import FuzzSupport
import SwipeTuning
import TextFormats

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Trace CSV, as one trace (TouchTrace) and as a file of labelled swipes (SwipeTraceFiles).
  _ = try? TouchTrace(parsing: text)
  _ = try? SwipeTraceFiles.parse(text, file: "fuzz.csv")
  return 0
}

@_cdecl("FuzzTouchTrace_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
