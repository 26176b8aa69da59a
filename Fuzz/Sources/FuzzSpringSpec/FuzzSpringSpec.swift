import AnimationMath
import FuzzSupport

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // Spring SPECs in every form. A parsed spring's own SPEC reads back.
  guard let spring = try? Spring(parsing: text) else { return 0 }
  fuzzCheck(
    (try? Spring(parsing: spring.spec)) != nil,
    "'\(text)' printed '\(spring.spec)', which does not read back")
  return 0
}

@_cdecl("FuzzSpringSpec_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
