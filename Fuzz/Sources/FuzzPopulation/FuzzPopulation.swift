import AnimationMath
import FuzzSupport
import SwipeTuning

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Population JSON (sweep --population).
  _ = try? SwipeGenerator.Configuration(parsingJSON: text, file: "fuzz.json")
  return 0
}

@_cdecl("FuzzPopulation_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
