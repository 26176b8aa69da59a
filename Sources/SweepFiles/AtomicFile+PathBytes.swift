import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
  // MARK: - Paths as bytes

  /// The first scalar that carries a raw byte: byte `b` (0x80…0xFF) is U+10FF00 + `b`.
  static let escapeBase: UInt32 = 0x10_FF00

  /// A command-line argument (or any bytes) as a `String` that ``pathBytes(_:)`` turns back into
  /// exactly the same bytes: valid UTF-8 is decoded as usual, and every byte that is not part of
  /// valid UTF-8 — or is part of a scalar in U+10FF80…U+10FFFF, which is reserved for this — is
  /// carried as the scalar U+10FF00 + byte.
  public static func argumentText(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < bytes.count {
      if let (value, length) = decodeScalar(bytes, at: i),
        !(escapeBase + 0x80...escapeBase + 0xFF).contains(value),
        let scalar = Unicode.Scalar(value)
      {
        scalars.append(scalar)
        i += length
      } else {
        // Always a scalar: U+10FF00…U+10FFFF is in range and not a surrogate.
        if let carrier = Unicode.Scalar(escapeBase + UInt32(bytes[i])) { scalars.append(carrier) }
        i += 1
      }
    }
    return String(scalars)
  }

  /// The bytes of `path` for the file system: its UTF-8, with every scalar U+10FF80…U+10FFFF
  /// turned back into the byte it carries (see ``argumentText(_:)``).
  public static func pathBytes(_ path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// `path` for a message: each carried raw byte shown as `\xNN`.
  public static func displayPath(_ path: String) -> String {
    var text = ""
    for scalar in path.unicodeScalars {
      if (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) {
        text += "\\x" + String(scalar.value - escapeBase, radix: 16, uppercase: true)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// `bytes` as a display string (raw bytes as `\xNN`).
  static func displayPath(_ bytes: [UInt8]) -> String { displayPath(argumentText(bytes)) }

  /// The scalar encoded as well-formed UTF-8 at `i`, and its length; nil if the bytes there are
  /// not well-formed (overlong forms, surrogates and values above U+10FFFF are not).
  static func decodeScalar(_ bytes: [UInt8], at i: Int) -> (UInt32, Int)? {
    let lead = bytes[i]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let (length, minimum, initial): (Int, UInt32, UInt32)
    switch lead {
    case 0xC2...0xDF: (length, minimum, initial) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, initial) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, initial) = (4, 0x1_0000, UInt32(lead & 0x07))
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    var value = initial
    for k in 1..<length {
      let c = bytes[i + k]
      guard c & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(c & 0x3F)
    }
    guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else {
      return nil
    }
    return (value, length)
  }

}

extension Array where Element == UInt8 {
  /// The bytes as a NUL-terminated C string, for a system call.
  var cPath: [CChar] { map { CChar(bitPattern: $0) } + [0] }

  /// Calls `body` with the bytes as a NUL-terminated C path.
  func withCPath<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
    body(cPath)
  }
}
