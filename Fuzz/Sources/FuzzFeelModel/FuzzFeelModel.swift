import AnimationMath
import FuzzSupport
import SwipeTuning

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Feel-model JSON (sweep --feel-model) and feel-test exports (feel-fit).
  _ = try? FeelModel.pooledBounds(parsing: text)
  _ = try? FeelRating.ratings(inExport: text, file: "fuzz.json")
  return 0
}

@_cdecl("FuzzFeelModel_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
