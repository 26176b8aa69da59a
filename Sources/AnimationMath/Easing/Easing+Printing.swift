extension Easing {
  /// The canonical text of this easing; ``init(parsing:)`` reads it back to an equal value.
  ///
  /// CSS values print as CSS (`ease-in`, `cubic-bezier(0.42, 0, 1, 1)`, `steps(4, jump-end)`,
  /// `linear(0, 0.5 25%, 1)`); the rest uses this package's extensions of the syntax: Penner and
  /// platform names (`easeInOutBack`, `emphasized`, `fastOutSlowIn`), `reverse(e)`, `flip(e)`,
  /// `interval(start, end, e)`, `chain(e x y, ..., e)` and `spring(SPEC)`. Numbers use the shortest text that reads
  /// back exactly (`0.1`, `1`, `1e-07`).
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let c): return c.description
    case .steps(let s): return s.description
    case .piecewiseLinear(let p): return p.description
    case .penner(let p): return p.rawValue
    case .named(let n): return n.rawValue
    case .chain(let c):
      let items = c.segments.enumerated().map { i, s in
        i == c.segments.count - 1
          ? s.curve.description
          : "\(s.curve.description) \(NumberText.shortest(s.endX)) \(NumberText.shortest(s.endY))"
      }
      return "chain(" + items.joined(separator: ", ") + ")"
    case .spring(let s): return s.description
    case .reversed(let e): return "reverse(\(e.description))"
    case .flipped(let e): return "flip(\(e.description))"
    case .interval(let start, let end, let e):
      return
        "interval(\(NumberText.shortest(start)), \(NumberText.shortest(end)), \(e.description))"
    }
  }
}
