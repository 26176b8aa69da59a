/// A character grid for the text renderer, with optional Braille sub-cell dots.
struct TextGrid {
  let columns: Int
  let rows: Int
  private var cells: [Character]
  private var dots: [UInt8]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: " ", count: columns * rows)
    dots = Array(repeating: 0, count: columns * rows)
  }

  mutating func set(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row * columns + column] = ch
  }

  mutating func setIfEmpty(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    if cells[row * columns + column] == " " { cells[row * columns + column] = ch }
  }

  /// Puts `ch` in a cell, replacing any Braille dots there.
  mutating func mark(_ column: Int, _ row: Int, _ ch: Character) {
    guard column >= 0, column < columns, row >= 0, row < rows else { return }
    cells[row * columns + column] = ch
    dots[row * columns + column] = 0
  }

  /// Sets the Braille dot at fractional cell position (x, y).
  mutating func dot(_ x: Double, _ y: Double) {
    guard x.isFinite, y.isFinite, x >= 0, y >= 0 else { return }
    let column = Int(x)
    let row = Int(y)
    guard column < columns, row < rows else { return }
    let dx = Swift.min(Int((x - Double(column)) * 2), 1)
    let dy = Swift.min(Int((y - Double(row)) * 4), 3)
    // Unicode Braille patterns: dots 1-2-3-7 in the left column, 4-5-6-8 in the right.
    let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    dots[row * columns + column] |= bits[dy][dx]
  }

  func line(_ row: Int) -> String {
    var s = ""
    for column in 0..<columns {
      let d = dots[row * columns + column]
      if d != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(d)) {
        s.unicodeScalars.append(scalar)
      } else {
        s.append(cells[row * columns + column])
      }
    }
    while s.last == " " { s.removeLast() }
    return s
  }

  /// Cell-space points with straight segments subdivided at quarter-dot spacing, so a line
  /// leaves no gaps at Braille resolution; markers are returned as given. Non-finite points
  /// break the line.
  static func densify(_ points: [SIMD2<Double>], kind: LineChart.Series.Kind) -> [SIMD2<Double>] {
    let finite = { (p: SIMD2<Double>) in p.x.isFinite && p.y.isFinite }
    guard kind == .line else { return points.filter(finite) }
    var result: [SIMD2<Double>] = []
    for (a, b) in zip(points, points.dropFirst()) where finite(a) && finite(b) {
      let d = b - a
      let steps = Swift.min(Int((Swift.max(abs(d.x) * 8, abs(d.y) * 16)).rounded(.up)), 10_000)
      for i in 0..<Swift.max(steps, 1) {
        result.append(a + d * (Double(i) / Double(Swift.max(steps, 1))))
      }
    }
    result.append(contentsOf: points.suffix(1).filter(finite))
    return result
  }
}
