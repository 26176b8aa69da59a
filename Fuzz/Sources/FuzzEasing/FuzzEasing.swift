import AnimationMath
import FuzzSupport

/// libFuzzer target: bytes in, parse, check what must hold for any input (no trap; errors are
/// the parser's typed error).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = fuzzText(data, size)
  // CSS easing syntax: named curves, cubic-bezier(), steps(), linear(). A parsed curve prints
  // as text that parses back to the same text, and evaluates to finite values.
  guard let easing = try? Easing(parsing: text) else { return 0 }
  let printed = easing.description
  let again = try? Easing(parsing: printed)
  fuzzCheck(
    again?.description == printed,
    "'\(text)' printed '\(printed)', which reads back as \(String(describing: again?.description))")
  for t in [0.0, 0.25, 0.5, 1] { fuzzCheck(easing.value(at: t).isFinite, "'\(text)' at \(t)") }
  return 0
}

@_cdecl("FuzzEasing_main")
func fuzzEntry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  fuzzMain(argc, argv, fuzzOne)
}
