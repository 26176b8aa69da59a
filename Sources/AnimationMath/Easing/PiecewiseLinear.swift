/// One stop of CSS `linear()`: an output and zero, one or two input percentages.
public struct LinearStop: Hashable, Sendable {
  /// Output progress (any finite number).
  public var output: Double
  /// Input positions as percentages (0 = start, 100 = end), at most two; empty when left out.
  public var inputPercentages: [Double]

  /// A stop with `output` and up to two input percentages.
  public init(_ output: Double, _ inputPercentages: Double...) {
    self.output = output
    self.inputPercentages = inputPercentages
  }

  /// A stop with `output` and an array of up to two input percentages.
  public init(output: Double, inputPercentages: [Double]) {
    self.output = output
    self.inputPercentages = inputPercentages
  }
}

/// The CSS `linear(...)` easing: a piecewise-linear curve through control points (CSS Easing
/// Level 2 §2.2).
///
/// Stops are resolved into points by the Level 2 rules: a stop with two inputs becomes two points;
/// a missing first input is 0 and a missing last input is 1; an input smaller than any before it
/// is raised to the largest before it; runs of missing inputs are spaced evenly between their
/// neighbours. Evaluation takes the last point whose input is ≤ x (the first point if none; the
/// one before the last if it is the last) and interpolates to the next; equal inputs give the
/// later output. Outside the first/last point the first/last segment is extended (linear
/// extrapolation), as the spec and browsers do.
public struct PiecewiseLinear: EasingCurve, Hashable, CustomStringConvertible {
  /// The stops as written (kept for printing).
  public let stops: [LinearStop]
  /// Resolved control points (input, output), inputs non-decreasing.
  public let points: [(input: Double, output: Double)]

  /// `linear(stops...)`.
  ///
  /// - Precondition: ``isValid(_:)``: at least two stops, finite numbers, at most two inputs each.
  public init(_ stops: [LinearStop]) {
    precondition(PiecewiseLinear.isValid(stops), "linear() needs two or more finite stops")
    self.stops = stops
    points = PiecewiseLinear.resolve(stops)
  }

  /// A curve through explicit points (inputs as fractions, non-decreasing), printed with
  /// percentages.
  public init(points: [(input: Double, output: Double)]) {
    self.init(points.map { LinearStop(output: $0.output, inputPercentages: [$0.input * 100]) })
  }

  /// Whether `stops` make a valid `linear()`: ≥ 2 stops, finite values, ≤ 2 inputs per stop.
  public static func isValid(_ stops: [LinearStop]) -> Bool {
    stops.count >= 2
      && stops.allSatisfy {
        $0.output.isFinite && $0.inputPercentages.count <= 2
          && $0.inputPercentages.allSatisfy { $0.isFinite }
      }
  }

  /// The Level 2 resolution of stops into points (see the type's documentation).
  public static func resolve(_ stops: [LinearStop]) -> [(input: Double, output: Double)] {
    var outputs: [Double] = []
    var inputs: [Double?] = []
    for stop in stops {
      if stop.inputPercentages.isEmpty {
        outputs.append(stop.output)
        inputs.append(nil)
      }
      for p in stop.inputPercentages {
        outputs.append(stop.output)
        inputs.append(p / 100)
      }
    }
    guard let lastIndex = inputs.indices.last else { return [] }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[lastIndex] == nil { inputs[lastIndex] = 1 }
    var largest = -Double.infinity
    for i in inputs.indices {
      if let v = inputs[i] {
        if v < largest { inputs[i] = largest } else { largest = v }
      }
    }
    var i = 0
    while i < inputs.count {
      guard inputs[i] == nil else {
        i += 1
        continue
      }
      var j = i
      while j < inputs.count, inputs[j] == nil { j += 1 }
      let before = inputs[i - 1] ?? 0
      let after = inputs[j] ?? 1
      let gaps = Double(j - i + 1)
      for k in i..<j { inputs[k] = before + (after - before) * Double(k - i + 1) / gaps }
      i = j
    }
    return zip(inputs, outputs).map { (input: $0 ?? 0, output: $1) }
  }

  /// `linear(0, 0.25 75%, 1)` with the stops as written.
  public var description: String {
    let items = stops.map { stop in
      ([NumberText.shortest(stop.output)]
        + stop.inputPercentages.map { NumberText.shortest($0) + "%" })
        .joined(separator: " ")
    }
    return "linear(" + items.joined(separator: ", ") + ")"
  }

  /// Equal when the stops as written are equal.
  public static func == (a: PiecewiseLinear, b: PiecewiseLinear) -> Bool { a.stops == b.stops }

  /// Hashes the stops.
  public func hash(into hasher: inout Hasher) { hasher.combine(stops) }

  /// Index of the segment used for x (CSS Level 2 "calculate linear easing output progress").
  func segment(at x: Double) -> Int {
    // Binary search for the last point with input ≤ x.
    var lo = 0
    var hi = points.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if points[mid].input <= x { lo = mid + 1 } else { hi = mid }
    }
    let a = max(lo - 1, 0)
    return min(a, points.count - 2)
  }

  /// y(x): piecewise-linear interpolation, first/last segment extended outside.
  public func value(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let i = segment(at: x)
    let a = points[i]
    let b = points[i + 1]
    if a.input == b.input { return b.output }
    let f = (x - a.input) / (b.input - a.input)
    return a.output + (b.output - a.output) * f
  }

  /// The slope of the segment used for x (0 on a zero-width segment).
  public func slope(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let i = segment(at: x)
    let a = points[i]
    let b = points[i + 1]
    if a.input == b.input { return 0 }
    return (b.output - a.output) / (b.input - a.input)
  }
}
