// The one file that reaches the platform's C maths library (`libm`). Every elementary function
// the package uses is declared once, below, as a `libm…` alias, and called only through
// ``Elementary``:
// - Embedded Swift (no C modules to import): each alias is an `@_extern(c)` declaration of the
//   `libm` symbol, which the firmware or WebAssembly image links from its own C library. That
//   attribute needs `-enable-experimental-feature Extern` beside `Embedded`
//   (`scripts/embedded-check.sh` passes both). `@_silgen_name` is no substitute: it calls with
//   the Swift convention, which on armv7-none-none-eabi passes a Double in d0 where the C
//   function expects it in r0:r1.
// - everywhere else the platform module that exports `libm`: Glibc, Musl, Darwin, ucrt (Windows),
//   WASILibc (WASI) or Android's Bionic.
#if hasFeature(Embedded)
// Declarations below.
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(Android)
import Android
#else
#error(
  "AnimationMath needs the platform C maths library (Glibc, Musl, Darwin, ucrt, WASILibc, Android)")
#endif

/// The package's one elementary-maths layer, and the one place that touches the platform C maths
/// library.
///
/// Three variants side by side, sharing one set of constants (below):
/// - the static functions here wrap the platform `libm` (correctly rounded or within an ulp, but
///   the last bit may differ between C libraries and versions);
/// - ``Portable`` (`Elementary+Portable.swift`): `exp` and `log` total on all doubles, written
///   with `+ − × ÷` only, so the result is the same bit for bit on every IEEE 754 machine (the
///   synthetic swipe population depends on it);
/// - ``Fast`` (`Elementary+Fast.swift`): short polynomials on the narrow domains of the spring
///   hand-off queries, so a hand-off makes no library call (also `+ − × ÷` only).
///
/// Every other file in the package calls these, so the numeric core builds the same way on Linux,
/// Apple platforms and Windows without importing Foundation. They are `package`-visible:
/// SwipeTuning and the tools use them too, but they are not part of the public API.
@usableFromInline package enum Elementary {
  /// e^x.
  @inlinable @inline(__always) package static func exp(_ x: Double) -> Double { libmExp(x) }
  /// e^x − 1, accurate for small x.
  @inlinable @inline(__always) package static func expm1(_ x: Double) -> Double { libmExpm1(x) }
  /// Natural logarithm.
  @inlinable @inline(__always) package static func log(_ x: Double) -> Double { libmLog(x) }
  /// ln(a/b) for a, b > 0 without overflow or underflow of the quotient: ln a − ln b when a/b
  /// would leave the normal range (ln(1e308/1e-320) is finite, ln of the quotient is not).
  @inlinable package static func logRatio(_ a: Double, _ b: Double) -> Double {
    let q = a / b
    return q.isNormal ? libmLog(q) : libmLog(a) - libmLog(b)
  }
  /// log(1 + x), accurate for small x.
  @inlinable @inline(__always) package static func log1p(_ x: Double) -> Double { libmLog1p(x) }
  /// Sine (radians).
  @inlinable @inline(__always) package static func sin(_ x: Double) -> Double { libmSin(x) }
  /// Cosine (radians).
  @inlinable @inline(__always) package static func cos(_ x: Double) -> Double { libmCos(x) }
  /// Tangent (radians).
  @inlinable @inline(__always) package static func tan(_ x: Double) -> Double { libmTan(x) }
  /// Arc tangent of y/x in (−π, π].
  @inlinable @inline(__always) package static func atan2(_ y: Double, _ x: Double) -> Double {
    libmAtan2(y, x)
  }
  /// Arc tangent.
  @inlinable @inline(__always) package static func atan(_ x: Double) -> Double { libmAtan(x) }
  /// Arc sine.
  @inlinable @inline(__always) package static func asin(_ x: Double) -> Double { libmAsin(x) }
  /// Arc cosine.
  @inlinable @inline(__always) package static func acos(_ x: Double) -> Double { libmAcos(x) }
  /// x^y.
  @inlinable @inline(__always) package static func pow(_ x: Double, _ y: Double) -> Double {
    libmPow(x, y)
  }
  /// Cube root.
  @inlinable @inline(__always) package static func cbrt(_ x: Double) -> Double { libmCbrt(x) }
  /// Hyperbolic sine.
  @inlinable @inline(__always) package static func sinh(_ x: Double) -> Double { libmSinh(x) }
  /// Hyperbolic cosine.
  @inlinable @inline(__always) package static func cosh(_ x: Double) -> Double { libmCosh(x) }
  /// √(x² + y²) without undue overflow or underflow.
  @inlinable @inline(__always) package static func hypot(_ x: Double, _ y: Double) -> Double {
    libmHypot(x, y)
  }
  /// Base-2 logarithm.
  @inlinable @inline(__always) package static func log2(_ x: Double) -> Double { libmLog2(x) }
  /// Base-10 logarithm.
  @inlinable @inline(__always) package static func log10(_ x: Double) -> Double { libmLog10(x) }

  /// π to double precision.
  package static let pi: Double = Double.pi

  // MARK: Constants shared by the polynomial variants
  //
  // Computed properties of literals, so that inlined code (also across modules) sees constants.

  /// ln 2 with 21 trailing zero bits (Cody–Waite high part: k·ln2Hi is exact for |k| < 2¹¹,
  /// every exponent of a double).
  @inlinable package static var ln2Hi: Double { 6.931_471_803_691_238_164_90e-01 }
  /// ln 2 − ``ln2Hi``.
  @inlinable package static var ln2Lo: Double { 1.908_214_929_270_587_700_02e-10 }
  /// log₂ e = 1/ln 2.
  @inlinable package static var log2e: Double { 1.442_695_040_888_963_387 }
  /// 1.5·2⁵²: adding and subtracting it rounds a double of magnitude < 2⁵¹ to an integer (and
  /// leaves that integer in the low bits of the sum's bit pattern).
  @inlinable package static var roundingShifter: Double { 6_755_399_441_055_744.0 }
  /// π rounded to double (high part of a two-part π).
  @inlinable package static var piHi: Double { 3.141_592_653_589_793 }
  /// π − ``piHi``.
  @inlinable package static var piLo: Double { 1.224_646_799_147_353_2e-16 }
  /// π/2 rounded to double.
  @inlinable package static var halfPiHi: Double { 1.570_796_326_794_896_6 }
  /// π/2 − ``halfPiHi``.
  @inlinable package static var halfPiLo: Double { 6.123_233_995_736_766e-17 }
  /// π/4 rounded to double (high part of a two-part π/4).
  @inlinable package static var quarterPiHi: Double { 0.785_398_163_397_448_3 }
  /// π/4 − ``quarterPiHi``.
  @inlinable package static var quarterPiLo: Double { 3.061_616_997_868_383e-17 }
}

#if hasFeature(Embedded)
// No C module to import: the aliases are the C symbols themselves.
#if !hasFeature(Extern)
#error(
  "Embedded builds of AnimationMath need -enable-experimental-feature Extern (for @_extern(c))")
#endif
@_extern(c, "exp") @usableFromInline func libmExp(_ x: Double) -> Double
@_extern(c, "expm1") @usableFromInline func libmExpm1(_ x: Double) -> Double
@_extern(c, "log") @usableFromInline func libmLog(_ x: Double) -> Double
@_extern(c, "log1p") @usableFromInline func libmLog1p(_ x: Double) -> Double
@_extern(c, "sin") @usableFromInline func libmSin(_ x: Double) -> Double
@_extern(c, "cos") @usableFromInline func libmCos(_ x: Double) -> Double
@_extern(c, "tan") @usableFromInline func libmTan(_ x: Double) -> Double
@_extern(c, "atan2") @usableFromInline func libmAtan2(_ y: Double, _ x: Double) -> Double
@_extern(c, "atan") @usableFromInline func libmAtan(_ x: Double) -> Double
@_extern(c, "asin") @usableFromInline func libmAsin(_ x: Double) -> Double
@_extern(c, "acos") @usableFromInline func libmAcos(_ x: Double) -> Double
@_extern(c, "pow") @usableFromInline func libmPow(_ x: Double, _ y: Double) -> Double
@_extern(c, "cbrt") @usableFromInline func libmCbrt(_ x: Double) -> Double
@_extern(c, "sinh") @usableFromInline func libmSinh(_ x: Double) -> Double
@_extern(c, "cosh") @usableFromInline func libmCosh(_ x: Double) -> Double
@_extern(c, "hypot") @usableFromInline func libmHypot(_ x: Double, _ y: Double) -> Double
@_extern(c, "log2") @usableFromInline func libmLog2(_ x: Double) -> Double
@_extern(c, "log10") @usableFromInline func libmLog10(_ x: Double) -> Double
#else
// Aliases so the wrappers above do not recurse into themselves.
@inlinable @inline(__always) func libmExp(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) func libmExpm1(_ x: Double) -> Double { expm1(x) }
@inlinable @inline(__always) func libmLog(_ x: Double) -> Double { log(x) }
@inlinable @inline(__always) func libmLog1p(_ x: Double) -> Double { log1p(x) }
@inlinable @inline(__always) func libmSin(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) func libmCos(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) func libmTan(_ x: Double) -> Double { tan(x) }
@inlinable @inline(__always) func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable @inline(__always) func libmAtan(_ x: Double) -> Double { atan(x) }
@inlinable @inline(__always) func libmAsin(_ x: Double) -> Double { asin(x) }
@inlinable @inline(__always) func libmAcos(_ x: Double) -> Double { acos(x) }
@inlinable @inline(__always) func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable @inline(__always) func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@inlinable @inline(__always) func libmSinh(_ x: Double) -> Double { sinh(x) }
@inlinable @inline(__always) func libmCosh(_ x: Double) -> Double { cosh(x) }
@inlinable @inline(__always) func libmHypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inlinable @inline(__always) func libmLog2(_ x: Double) -> Double { log2(x) }
@inlinable @inline(__always) func libmLog10(_ x: Double) -> Double { log10(x) }
#endif
