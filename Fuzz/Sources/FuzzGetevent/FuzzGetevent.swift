import AnimationMath
import FuzzSupport
import SwipeTuning

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Android getevent logs (import --format getevent), with and without a screen mapping.
  _ = try? GeteventImporter().parse(text, file: "fuzz.log")
  let mapped = GeteventImporter(
    screen: (1080, 2400), absRange: .init(x: 0...1079, y: 0...2399), density: 2.625)
  _ = try? mapped.parse(text, file: "fuzz.log")
  return 0
}

@_cdecl("FuzzGetevent_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
